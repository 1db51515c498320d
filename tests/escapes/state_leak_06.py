# expect: guest NameError
# technique: reading a global another program set in an earlier run
# after: state_leak_05.py
shared_secret_value
