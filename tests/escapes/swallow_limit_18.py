# expect: limit fuel
# technique: fuel runs out inside a json object_hook, json.loads wrapped in try/except
# limits: fuel=100000
# entry: main
import json
def hook(d):
    while True:
        pass
def main():
    try:
        return json.loads('{}', object_hook=hook)
    except Exception:
        return 'swallowed'
