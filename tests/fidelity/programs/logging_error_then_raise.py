# expect: raises KeyError
import logging
import sys

logging.basicConfig(format="%(levelname)s %(message)s", level=logging.DEBUG)
log = logging.getLogger("cfg")

CONFIG = {"host": "localhost", "port": 8080}


def get(key):
    log.debug("looking up %s", key)
    if key not in CONFIG:
        log.error("missing config key %r", key)
        print(f"fatal: no {key}", file=sys.stderr)
    return CONFIG[key]


print(get("host"), get("port"))
get("timeout")
