# expect: value 1
# technique: annotations are stripped and never evaluated, even when they name __import__
x: __import__('os').system('echo pwned') = 1
x
