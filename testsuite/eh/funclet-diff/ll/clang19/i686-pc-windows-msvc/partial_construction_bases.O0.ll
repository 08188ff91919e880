; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%struct.Top = type { %struct.B1.base, %struct.B2.base, %struct.Part, %struct.VB }
%struct.B1.base = type { %struct.Part, ptr }
%struct.B2.base = type { %struct.Part, ptr }
%struct.Part = type { i32 }
%struct.VB = type { %struct.Part }

$"??0Top@@QAE@XZ" = comdat any

$"??_DTop@@QAEXXZ" = comdat any

$"??0VB@@QAE@XZ" = comdat any

$"??0B1@@QAE@XZ" = comdat any

$"??0B2@@QAE@XZ" = comdat any

$"??0Part@@QAE@H@Z" = comdat any

$"??1Part@@QAE@XZ" = comdat any

$"??1B2@@QAE@XZ" = comdat any

$"??1B1@@QAE@XZ" = comdat any

$"??1VB@@QAE@XZ" = comdat any

$"??1Top@@QAE@XZ" = comdat any

$"??_C@_0P@PDIPLPEI@?9?9?5fail?5at?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_06GJJAJELO@built?6?$AA@" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_8Top@@7BB1@@@" = comdat any

$"??_8Top@@7BB2@@@" = comdat any

$"??_C@_09HGIMCAO@Top?5body?6?$AA@" = comdat any

$"??_8B1@@7B@" = comdat any

$"??_8B2@@7B@" = comdat any

$"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_05HPNNDMGJ@?$HOTop?6?$AA@" = comdat any

@fail_at = internal global i32 0, align 4
@"??_C@_0P@PDIPLPEI@?9?9?5fail?5at?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"-- fail at %d\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_06GJJAJELO@built?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"built\0A\00", comdat, align 1
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_8Top@@7BB1@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -4, i32 16], comdat, align 4
@"??_8Top@@7BB2@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -4, i32 8], comdat, align 4
@"??_C@_09HGIMCAO@Top?5body?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Top body\0A\00", comdat, align 1
@"??_8B1@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -4, i32 4], comdat, align 4
@"??_8B2@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -4, i32 4], comdat, align 4
@"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", comdat, align 1
@"??_C@_05HPNNDMGJ@?$HOTop?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"~Top\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Top, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  br label %5

5:                                                ; preds = %26, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp sle i32 %6, 5
  br i1 %7, label %8, label %29

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  store i32 %9, ptr @fail_at, align 4
  %10 = load i32, ptr %2, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@PDIPLPEI@?9?9?5fail?5at?5?$CFd?6?$AA@", i32 noundef %10)
  %12 = invoke x86_thiscallcc noundef ptr @"??0Top@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(20) %3, i32 noundef 1)
          to label %13 unwind label %18

13:                                               ; preds = %8
  %14 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_06GJJAJELO@built?6?$AA@")
          to label %15 unwind label %16

15:                                               ; preds = %13
  call x86_thiscallcc void @"??_DTop@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %3) #4
  br label %25

16:                                               ; preds = %13
  %17 = cleanuppad within none []
  call x86_thiscallcc void @"??_DTop@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %3) #4 [ "funclet"(token %17) ]
  cleanupret from %17 unwind label %18

18:                                               ; preds = %16, %8
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @"??_R0H@8", i32 0, ptr %4]
  %22 = load i32, ptr %4, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %22) [ "funclet"(token %21) ]
  catchret from %21 to label %24

24:                                               ; preds = %20
  br label %25

25:                                               ; preds = %24, %15
  br label %26

26:                                               ; preds = %25
  %27 = load i32, ptr %2, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %2, align 4
  br label %5, !llvm.loop !5

29:                                               ; preds = %5
  ret i32 0
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Top@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i32 4
  store ptr @"??_8Top@@7BB1@@@", ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %6, i32 12
  store ptr @"??_8Top@@7BB2@@@", ptr %11, align 4
  %12 = getelementptr inbounds i8, ptr %6, i32 20
  %13 = call x86_thiscallcc noundef ptr @"??0VB@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %12)
  br label %14

14:                                               ; preds = %9, %2
  %15 = invoke x86_thiscallcc noundef ptr @"??0B1@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6, i32 noundef 0)
          to label %16 unwind label %33

16:                                               ; preds = %14
  %17 = getelementptr inbounds i8, ptr %6, i32 8
  %18 = invoke x86_thiscallcc noundef ptr @"??0B2@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %17, i32 noundef 0)
          to label %19 unwind label %31

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.Top, ptr %6, i32 0, i32 2
  %21 = invoke x86_thiscallcc noundef ptr @"??0Part@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %20, i32 noundef 4)
          to label %22 unwind label %28

22:                                               ; preds = %19
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_09HGIMCAO@Top?5body?6?$AA@")
          to label %24 unwind label %26

24:                                               ; preds = %22
  %25 = load ptr, ptr %3, align 4
  ret ptr %25

26:                                               ; preds = %22
  %27 = cleanuppad within none []
  call x86_thiscallcc void @"??1Part@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %20) #4 [ "funclet"(token %27) ]
  cleanupret from %27 unwind label %28

28:                                               ; preds = %26, %19
  %29 = cleanuppad within none []
  %30 = getelementptr inbounds i8, ptr %6, i32 8
  call x86_thiscallcc void @"??1B2@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %30) #4 [ "funclet"(token %29) ]
  cleanupret from %29 unwind label %31

31:                                               ; preds = %28, %16
  %32 = cleanuppad within none []
  call x86_thiscallcc void @"??1B1@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #4 [ "funclet"(token %32) ]
  cleanupret from %32 unwind label %33

33:                                               ; preds = %31, %14
  %34 = cleanuppad within none []
  %35 = getelementptr inbounds i8, ptr %6, i32 20
  %36 = icmp ne i32 %7, 0
  br i1 %36, label %37, label %38

37:                                               ; preds = %33
  call x86_thiscallcc void @"??1VB@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %35) #4 [ "funclet"(token %34) ]
  br label %38

38:                                               ; preds = %37, %33
  cleanupret from %34 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??_DTop@@QAEXXZ"(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Top@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(20) %3) #4
  %4 = getelementptr inbounds i8, ptr %3, i32 20
  call x86_thiscallcc void @"??1VB@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #4
  ret void
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0VB@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0Part@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1)
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0B1@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i32 4
  store ptr @"??_8B1@@7B@", ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %6, i32 8
  %12 = call x86_thiscallcc noundef ptr @"??0VB@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %11)
  br label %13

13:                                               ; preds = %9, %2
  %14 = invoke x86_thiscallcc noundef ptr @"??0Part@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 2)
          to label %15 unwind label %17

15:                                               ; preds = %13
  %16 = load ptr, ptr %3, align 4
  ret ptr %16

17:                                               ; preds = %13
  %18 = cleanuppad within none []
  %19 = getelementptr inbounds i8, ptr %6, i32 8
  %20 = icmp ne i32 %7, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %17
  call x86_thiscallcc void @"??1VB@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %19) #4 [ "funclet"(token %18) ]
  br label %22

22:                                               ; preds = %21, %17
  cleanupret from %18 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0B2@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i32 4
  store ptr @"??_8B2@@7B@", ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %6, i32 8
  %12 = call x86_thiscallcc noundef ptr @"??0VB@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %11)
  br label %13

13:                                               ; preds = %9, %2
  %14 = invoke x86_thiscallcc noundef ptr @"??0Part@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 3)
          to label %15 unwind label %17

15:                                               ; preds = %13
  %16 = load ptr, ptr %3, align 4
  ret ptr %16

17:                                               ; preds = %13
  %18 = cleanuppad within none []
  %19 = getelementptr inbounds i8, ptr %6, i32 8
  %20 = icmp ne i32 %7, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %17
  call x86_thiscallcc void @"??1VB@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %19) #4 [ "funclet"(token %18) ]
  br label %22

22:                                               ; preds = %21, %17
  cleanupret from %18 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Part@@QAE@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds %struct.Part, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %3, align 4
  store i32 %8, ptr %7, align 4
  %9 = getelementptr inbounds %struct.Part, ptr %6, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@", i32 noundef %10)
  %12 = getelementptr inbounds %struct.Part, ptr %6, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr @fail_at, align 4
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %19

16:                                               ; preds = %2
  %17 = getelementptr inbounds %struct.Part, ptr %6, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %5, align 4
  call void @_CxxThrowException(ptr %5, ptr @_TI1H) #5
  unreachable

19:                                               ; preds = %2
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Part@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Part, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1B2@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Part@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1B1@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Part@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1VB@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Part@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #4
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Top@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_05HPNNDMGJ@?$HOTop?6?$AA@")
          to label %5 unwind label %8

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Top, ptr %3, i32 0, i32 2
  call x86_thiscallcc void @"??1Part@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #4
  %7 = getelementptr inbounds i8, ptr %3, i32 8
  call x86_thiscallcc void @"??1B2@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %7) #4
  call x86_thiscallcc void @"??1B1@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %3) #4
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
