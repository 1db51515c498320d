# expect: value 'undefined_name'
# technique: NameError.name is a plain str
try:
    undefined_name
except NameError as e:
    r = e.name
r
