# expect: raises ImportJobError
class ImportJobError(Exception):
    """Raised when an import job cannot complete."""


class RowError(ValueError):
    def __init__(self, line: int, column: str, message: str):
        self.line = line
        self.column = column
        super().__init__(f"line {line}, column {column!r}: {message}")


ROWS = [
    "sku,qty,price",
    "A-1,4,2.50",
    "A-2,,3.00",
    "A-3,two,1.00",
    "A-4,1,-5",
    "A-5,2,10",
]


def parse_row(lineno: int, header: list[str], raw: str) -> dict:
    values = raw.split(",")
    if len(values) != len(header):
        raise RowError(lineno, "*", f"expected {len(header)} fields, got {len(values)}")
    row = dict(zip(header, values))
    if not row["qty"]:
        raise RowError(lineno, "qty", "missing value")
    try:
        row["qty"] = int(row["qty"])
    except ValueError as e:
        raise RowError(lineno, "qty", str(e)) from e
    row["price"] = float(row["price"])
    if row["price"] < 0:
        raise RowError(lineno, "price", f"negative price {row['price']}")
    return row


def run_import(rows: list[str], max_errors: int = 2) -> list[dict]:
    header = rows[0].split(",")
    good, errors = [], []
    for lineno, raw in enumerate(rows[1:], start=2):
        try:
            good.append(parse_row(lineno, header, raw))
        except RowError as e:
            errors.append(e)
            print(f"skip: {e}")
            if len(errors) > max_errors:
                raise ImportJobError(f"too many errors ({len(errors)}); last at line {e.line}") from e
    return good


print(run_import(ROWS, max_errors=5))
try:
    parse_row(9, ["a"], "x,y")
except ValueError as e:
    print(isinstance(e, RowError), e.args, e.column)
run_import(ROWS)
