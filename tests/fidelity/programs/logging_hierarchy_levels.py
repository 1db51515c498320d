import logging

logging.basicConfig(level=logging.WARNING, format="%(name)s %(levelname)s %(message)s")

db = logging.getLogger("app.db")
http = logging.getLogger("app.http")
app = logging.getLogger("app")

app.setLevel(logging.INFO)
db.setLevel(logging.DEBUG)

db.debug("query took %d ms", 12)
http.debug("not shown")
http.info("GET /items 200")
logging.getLogger("other").info("not shown either")
logging.getLogger("other").warning("other warns")

levels = {
    name: logging.getLevelName(logging.getLogger(name).getEffectiveLevel())
    for name in ["app", "app.db", "app.http", "app.http.client", "other"]
}
print(levels)
print(http.parent.name, logging.getLogger("app.http.client").parent.name)
print(app.isEnabledFor(logging.DEBUG), db.isEnabledFor(logging.DEBUG))
sorted(levels.items())
