import logging
import sys

root = logging.getLogger()
root.setLevel(logging.DEBUG)

brace = logging.StreamHandler(sys.stdout)
brace.setFormatter(logging.Formatter("{name:>6} {levelno:03d} {message!r}", style="{"))
dollar = logging.StreamHandler(sys.stderr)
dollar.setLevel(logging.ERROR)
dollar.setFormatter(logging.Formatter("$levelname: ${message}", style="$"))
root.addHandler(brace)
root.addHandler(dollar)

metrics = logging.getLogger("metric")
for step, loss in enumerate([0.9, 0.5, 0.25]):
    metrics.info("step %d loss %.3f", step, loss)
metrics.error("diverged at step %d", 3)
logging.getLogger("x.y").log(15, "custom level %s", logging.getLevelName(15))
root.removeHandler(brace)
metrics.warning("only the error handler is left: %s", "dropped")
metrics.critical("stop")
[h.level for h in root.handlers]
