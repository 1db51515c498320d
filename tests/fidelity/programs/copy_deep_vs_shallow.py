import copy

template = {"name": "base", "tags": ["a", "b"], "limits": {"cpu": 2, "mem": [512, 1024]}}

shallow = copy.copy(template)
deep = copy.deepcopy(template)
shallow["tags"].append("shared!")
deep["limits"]["mem"].append(2048)
shallow["name"] = "shallow"

grid = [[0] * 3] * 3
grid[0][0] = 1
safe = [[0] * 3 for _ in range(3)]
safe[0][0] = 1
nested = [1, [2, [3, [4]]]]
clone = copy.deepcopy(nested)
clone[1][1][1].append(5)
shared = [1, 2]
pair = [shared, shared]
pair_copy = copy.deepcopy(pair)
pair_copy[0].append(3)
(template, shallow["name"], deep["limits"], grid, safe, nested, clone, pair_copy, pair_copy[0] is pair_copy[1])
