import logging

logger = logging.getLogger(__name__)


def validate(record):
    problems = []
    if not record.get("email", "").count("@") == 1:
        problems.append("email")
    if record.get("age", 0) < 0:
        problems.append("age")
    for p in problems:
        logger.warning("record %s: invalid %s", record["id"], p)
    logger.info("validated %s", record["id"])
    return not problems


records = [
    {"id": "r1", "email": "a@x.org", "age": 30},
    {"id": "r2", "email": "bad", "age": -1},
    {"id": "r3", "email": "c@y.org", "age": 5},
]
valid = [r["id"] for r in records if validate(r)]
logger.error("%d invalid records", len(records) - len(valid))
valid
