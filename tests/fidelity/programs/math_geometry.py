import math
from typing import List, Tuple

Point = Tuple[float, float]


def polygon_area(pts: List[Point]) -> float:
    s = 0.0
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]):
        s += x1 * y2 - x2 * y1
    return abs(s) / 2


def perimeter(pts: List[Point]) -> float:
    return sum(math.dist(a, b) for a, b in zip(pts, pts[1:] + pts[:1]))


def convex_hull(points: List[Point]) -> List[Point]:
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def haversine_km(lat1, lon1, lat2, lon2):
    r = 6371.0
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * r * math.asin(math.sqrt(a))


cloud = [(0, 0), (2, 0), (1, 1), (2, 2), (0, 2), (1, 3), (3, 1), (0.5, 0.5)]
hull = convex_hull(cloud)
print("hull:", hull)
angles = [round(math.degrees(math.atan2(y, x)), 3) for x, y in [(1, 0), (1, 1), (0, 1), (-1, -1)]]
(polygon_area(hull), round(perimeter(hull), 6), round(haversine_km(51.5074, -0.1278, 48.8566, 2.3522), 3), angles,
 math.hypot(3, 4), math.isclose(0.1 + 0.2, 0.3), math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), math.gcd(84, 36),
 math.lcm(4, 6, 10), math.comb(10, 3), math.perm(5, 2), math.factorial(20), math.fsum([0.1] * 10), sum([0.1] * 10))
