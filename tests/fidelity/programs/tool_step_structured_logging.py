"""A tool step that logs as JSON lines through its own formatter, tags records with a
request id by a filter, and keeps a copy of warnings in a list handler for the reply."""
from __future__ import annotations

import json
import logging
import sys


class JsonLines(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        payload = {
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
            "where": f"{record.funcName}:{record.lineno}",
        }
        if hasattr(record, "request_id"):
            payload["request_id"] = record.request_id
        return json.dumps(payload, sort_keys=True)


class RequestContext(logging.Filter):
    def __init__(self, request_id: str) -> None:
        super().__init__()
        self.request_id = request_id

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = self.request_id
        return True


class Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.items: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.items.append(self.format(record))


log = logging.getLogger("tools.fetch")
log.setLevel(logging.DEBUG)
log.propagate = False
out = logging.StreamHandler(sys.stdout)
out.setFormatter(JsonLines())
out.addFilter(RequestContext("req-42"))
log.addHandler(out)
kept = Collect()
kept.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
log.addHandler(kept)


def fetch(url: str, attempts: int = 3) -> dict[str, object]:
    for attempt in range(1, attempts + 1):
        log.debug("GET %s (attempt %d)", url, attempt)
        if attempt < 3:
            log.warning("timeout on %s, retrying", url)
            continue
        log.info("fetched %s", url)
        return {"url": url, "attempts": attempt}
    log.error("giving up on %s", url)
    return {"url": url, "attempts": attempts}


result = fetch("https://example.test/items?page=2")
{"result": result, "warnings": kept.items}
