# expect: guest TypeError
# technique: class pattern list(sort=...) returns the unmetered raw list.sort
match [3, 1, 2]:
    case list(sort=s):
        s()
