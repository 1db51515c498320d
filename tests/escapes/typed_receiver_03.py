# expect: guest AttributeError
# technique: typed receiver: with_traceback on a guest exception instance in a local
class Decoy:  # defines the name, so the verifier leaves the read to the runtime
    with_traceback = 0
class E(Exception):
    pass
def main():
    e = E("x")
    return e.with_traceback(None)
main()
