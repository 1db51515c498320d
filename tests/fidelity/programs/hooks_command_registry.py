"""A CLI-style command registry built with __init_subclass__ and class keywords."""
from typing import Dict, List


class Command:
    registry: Dict[str, type] = {}

    def __init_subclass__(cls, /, name: str = "", aliases: tuple = (), **kwargs):
        super().__init_subclass__(**kwargs)
        key = name or cls.__name__.lower()
        if key in Command.registry:
            raise ValueError(f"duplicate command {key!r}")
        Command.registry[key] = cls
        for alias in aliases:
            Command.registry[alias] = cls
        cls.command_name = key

    def run(self, args: List[str]) -> str:
        raise NotImplementedError


class Echo(Command, name="echo", aliases=("say",)):
    def run(self, args):
        return " ".join(args)


class Count(Command):
    def run(self, args):
        return f"{len(args)} args"


class Upper(Echo, name="upper"):
    def run(self, args):
        return super().run(args).upper()


def dispatch(line: str) -> str:
    cmd, *args = line.split()
    cls = Command.registry.get(cmd)
    if cls is None:
        return f"unknown command: {cmd}"
    return f"[{cls.command_name}] {cls().run(args)}"


for line in ["echo hello world", "say hi", "count a b c", "upper shout this", "nope x"]:
    print(dispatch(line))

try:
    class Again(Command, name="count"):
        pass
except ValueError as e:
    print("error:", e)

try:
    class Typo(Command, nmae="x"):
        pass
except TypeError as e:
    print("error:", e)

sorted(Command.registry)
