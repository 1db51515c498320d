# expect: value 'first'
# technique: a script stores a global; a later run of another program cannot read it
shared_secret_value = 'first'
shared_secret_value
