"""CPython evaluates annotations where it stores them: module and class bodies, and each
def's parameters and return at def time (after the defaults); never in a function body."""
log = []


def note(tag):
    log.append(tag)
    return int


def default(tag):
    log.append(tag)
    return 0


count: note("module") = 1
(paren): note("module-paren") = 2


class Box:
    size: note("class") = default("class-value")

    def grow(self, by: note("param") = default("param-default"), *rest: note("star")) -> note("return"):
        inner: note("never") = 3
        return by + inner


def outer():
    local: note("function-local") = 5
    return local


print(Box().grow(2), outer())
log
