# A small CNN (two conv stages with BatchNorm and ReLU, pooling, a linear head), fp32 training steps with
# SGD outside the compiled model: cuDNN convolutions forward and backward beside Inductor's Triton kernels.
import sys, torch, torch.nn as nn, torch.nn.functional as F

class Net(nn.Module):
    def __init__(s):
        super().__init__()
        s.c1 = nn.Conv2d(3, 32, 3, padding=1); s.b1 = nn.BatchNorm2d(32)
        s.c2 = nn.Conv2d(32, 64, 3, stride=2, padding=1); s.b2 = nn.BatchNorm2d(64)
        s.c3 = nn.Conv2d(64, 64, 3, padding=1, groups=4); s.b3 = nn.BatchNorm2d(64)
        s.fc = nn.Linear(64, 10)
    def forward(s, x):
        x = F.relu(s.b1(s.c1(x)))
        x = F.relu(s.b2(s.c2(x)))
        x = F.relu(s.b3(s.c3(x))) + x
        return s.fc(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))

torch.manual_seed(0)
model = Net().cuda()
opt = torch.optim.SGD(model.parameters(), lr=0.01)
compiled = torch.compile(model)
x = torch.randn(16, 3, 32, 32, device="cuda")
y = torch.randint(0, 10, (16,), device="cuda")
for _ in range(int(sys.argv[1]) if len(sys.argv) > 1 else 7):
    loss = F.cross_entropy(compiled(x), y)
    loss.backward()
    opt.step(); opt.zero_grad(set_to_none=True)
    torch.cuda.synchronize()
print("done", float(loss))
