# expect: compile STK-V002
# technique: walking SystemExit's bases to reach the host's exception classes
SystemExit.__bases__[0].__subclasses__()
