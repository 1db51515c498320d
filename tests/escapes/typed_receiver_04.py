# expect: guest AttributeError
# technique: typed receiver: dict_keys.mapping on a host view in a local
class Decoy:  # defines the name, so the verifier leaves the read to the runtime
    mapping = 0
def main():
    k = {"a": 1}.keys()
    return k.mapping
main()
