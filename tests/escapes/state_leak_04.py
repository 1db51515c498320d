# expect: value 1
# technique: a run mutates an imported program file's global; the next run re-imports it fresh
# entry: main
# runs: 3
import util
def main():
    util.items.append(1)
    return len(util.items)
# ===== util.py
items = []
