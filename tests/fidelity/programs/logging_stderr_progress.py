import sys


def process(items):
    done = []
    for i, item in enumerate(items, 1):
        if not item.strip():
            print(f"warning: item {i} is empty, skipping", file=sys.stderr)
            continue
        done.append(item.strip().title())
        sys.stderr.write(f"progress: {i}/{len(items)}\n")
    return done


names = ["alice ", "", "bob", "  carol", "   "]
out = process(names)
sys.stdout.write("processed: " + ", ".join(out) + "\n")
n = sys.stdout.write("ok\n")
sys.stderr.writelines(["summary\n", f"kept {len(out)}\n"])
sys.stdout.flush()
print(n)
out
