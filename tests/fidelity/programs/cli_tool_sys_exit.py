# expect: raises SystemExit
"""A command-style tool: validate a config, report problems, exit with a status."""
import sys
from dataclasses import dataclass
from typing import Dict, List


@dataclass
class Problem:
    key: str
    message: str


class ConfigError(SystemExit):
    """Exit with a status and a message, like a CLI entry point would."""

    def __init__(self, problems: List[Problem]) -> None:
        super().__init__(2)
        self.problems = problems


def validate(config: Dict[str, object]) -> List[Problem]:
    problems = []
    if not isinstance(config.get("port"), int):
        problems.append(Problem("port", "must be an integer"))
    if config.get("workers", 1) < 1:
        problems.append(Problem("workers", "must be at least 1"))
    return problems


def main(config: Dict[str, object]) -> int:
    problems = validate(config)
    if problems:
        raise ConfigError(problems)
    print(f"ok: port {config['port']}")
    return 0


statuses = []
for cfg in [{"port": 8080}, {"port": "80", "workers": 0}, {"workers": 3}]:
    try:
        statuses.append(main(cfg))
    except ConfigError as e:
        print("; ".join(f"{p.key}: {p.message}" for p in e.problems))
        statuses.append(e.code)
    except Exception as e:  # a ConfigError is not an Exception
        statuses.append(f"unexpected {e!r}")

try:
    sys.exit()
except SystemExit as e:
    statuses.append((e.code, e.args, str(e)))

print(statuses)
if any(statuses):
    sys.exit(f"{sum(1 for s in statuses if s)} configs failed")
