import io
import logging
import sys

log = logging.getLogger("service.api")
log.setLevel(logging.DEBUG)

console = logging.StreamHandler(sys.stdout)
console.setLevel(logging.INFO)
console.setFormatter(logging.Formatter("[%(levelname)s] %(name)s - %(message)s"))
log.addHandler(console)

audit_buf = io.StringIO()
audit = logging.StreamHandler(audit_buf)
audit.setLevel(logging.DEBUG)
audit.setFormatter(logging.Formatter("{levelname:<7}|{message}", style="{"))
log.addHandler(audit)
log.propagate = False


def handle(request):
    log.debug("received %s", request)
    if request.get("user") is None:
        log.warning("anonymous request to %s", request["path"])
        return 401
    log.info("user %s -> %s", request["user"], request["path"])
    return 200


codes = [handle(r) for r in [{"path": "/a", "user": "ann"}, {"path": "/b", "user": None}]]
print(audit_buf.getvalue(), end="")
print(len(log.handlers), log.hasHandlers(), log.getEffectiveLevel())
codes
