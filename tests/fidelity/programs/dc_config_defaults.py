from dataclasses import dataclass, field, fields
from typing import Dict, List, Optional


@dataclass
class RetryPolicy:
    attempts: int = 3
    backoff: float = 0.5


@dataclass
class ServiceConfig:
    name: str
    port: int = 8080
    hosts: List[str] = field(default_factory=lambda: ["localhost"])
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    labels: Dict[str, str] = field(default_factory=dict)
    token: Optional[str] = field(default=None, repr=False)

    def validate(self) -> List[str]:
        problems = []
        if not 0 < self.port < 65536:
            problems.append(f"bad port {self.port}")
        if self.retry.attempts < 1:
            problems.append("retry.attempts must be >= 1")
        return problems


raw = {"name": "api", "port": 70000, "retry": {"attempts": 0}, "labels": {"env": "prod"}, "token": "secret"}
cfg = ServiceConfig(**{**raw, "retry": RetryPolicy(**raw["retry"])})
print(cfg)
([f.name for f in fields(ServiceConfig)], cfg.validate(), repr(ServiceConfig("x")), ServiceConfig("x") == ServiceConfig("x"))
