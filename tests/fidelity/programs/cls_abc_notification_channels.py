from abc import ABC, abstractmethod
from typing import List


class Channel(ABC):
    sent_total = 0

    def __init__(self, name: str):
        self.name = name
        self.outbox: List[str] = []

    @abstractmethod
    def format(self, message: str) -> str:
        raise NotImplementedError

    def send(self, message: str) -> str:
        text = self.format(message)
        self.outbox.append(text)
        Channel.sent_total += 1
        return text

    def __str__(self):
        return f"{type(self).__name__}<{self.name}>"


class EmailChannel(Channel):
    def format(self, message: str) -> str:
        return f"Subject: Alert\n\n{message}"


class SmsChannel(Channel):
    LIMIT = 20

    def format(self, message: str) -> str:
        return message if len(message) <= self.LIMIT else message[: self.LIMIT - 3] + "..."


class SlackChannel(Channel):
    def __init__(self, name: str, emoji: str = ":bell:"):
        super().__init__(name)
        self.emoji = emoji

    def format(self, message: str) -> str:
        return f"{self.emoji} *{message}*"


channels: List[Channel] = [EmailChannel("ops@corp"), SmsChannel("+1555"), SlackChannel("#alerts", ":fire:")]
for ch in channels:
    print(str(ch), "->", repr(ch.send("Disk usage above 90% on db-01")))

try:
    Channel("base")
except TypeError as e:
    print("TypeError:", e)

class Broken(Channel):
    pass

try:
    Broken("x")
except TypeError as e:
    print("TypeError:", e)

print(Channel.sent_total, isinstance(channels[2], Channel), issubclass(SmsChannel, ABC))
[len(c.outbox) for c in channels]
