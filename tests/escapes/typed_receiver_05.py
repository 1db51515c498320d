# expect: guest AttributeError
# technique: typed receiver: a plain guest base mixed with an exception class is not plain
class Decoy:  # defines the name, so the verifier leaves the read to the runtime
    with_traceback = 0
class P:
    pass
class Q(P, Exception):
    pass
def main():
    q = Q()
    return q.with_traceback
main()
