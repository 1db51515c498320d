# expect: guest SystemExit
# technique: exit() and quit() raise the guest's SystemExit(None), never the host's
try:
    quit(1)
except SystemExit as e:
    assert e.code == 1
exit()
