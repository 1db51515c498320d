import logging


def divide(a, b):
    if b == 0:
        logging.error("cannot divide %d by zero", a)
        return None
    logging.info("dividing %d by %d", a, b)
    return a / b


results = []
for a, b in [(10, 2), (3, 0), (9, 3)]:
    results.append(divide(a, b))

logging.warning("done with %d results", len(results))
logging.debug("this is not shown")
logging.critical("critical message")
print("results:", results)
results
