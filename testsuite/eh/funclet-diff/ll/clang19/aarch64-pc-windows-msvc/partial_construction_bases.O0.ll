; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Top = type { %struct.B1.base, %struct.B2.base, %struct.Part, [4 x i8], %struct.VB }
%struct.B1.base = type { %struct.Part, ptr }
%struct.B2.base = type { %struct.Part, ptr }
%struct.Part = type { i32 }
%struct.VB = type { %struct.Part }

$"??0Top@@QEAA@XZ" = comdat any

$"??_DTop@@QEAAXXZ" = comdat any

$"??0VB@@QEAA@XZ" = comdat any

$"??0B1@@QEAA@XZ" = comdat any

$"??0B2@@QEAA@XZ" = comdat any

$"??0Part@@QEAA@H@Z" = comdat any

$"??1Part@@QEAA@XZ" = comdat any

$"??1B2@@QEAA@XZ" = comdat any

$"??1B1@@QEAA@XZ" = comdat any

$"??1VB@@QEAA@XZ" = comdat any

$"??1Top@@QEAA@XZ" = comdat any

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
@"??_C@_0P@PDIPLPEI@?9?9?5fail?5at?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"-- fail at %d\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_06GJJAJELO@built?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"built\0A\00", comdat, align 4
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 8
@"??_8Top@@7BB1@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -8, i32 32], comdat, align 4
@"??_8Top@@7BB2@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -8, i32 16], comdat, align 4
@"??_C@_09HGIMCAO@Top?5body?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Top body\0A\00", comdat, align 8
@"??_8B1@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -8, i32 8], comdat, align 4
@"??_8B2@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 -8, i32 8], comdat, align 4
@"??_C@_09IDMCDEGN@Part?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0L@KHJLJEAC@?$HOPart?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", comdat, align 8
@"??_C@_05HPNNDMGJ@?$HOTop?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"~Top\0A\00", comdat, align 4

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Top, align 8
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
  %12 = invoke noundef ptr @"??0Top@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(40) %3, i32 noundef 1)
          to label %13 unwind label %18

13:                                               ; preds = %8
  %14 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_06GJJAJELO@built?6?$AA@")
          to label %15 unwind label %16

15:                                               ; preds = %13
  call void @"??_DTop@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(40) %3) #4
  br label %25

16:                                               ; preds = %13
  %17 = cleanuppad within none []
  call void @"??_DTop@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(40) %3) #4 [ "funclet"(token %17) ]
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
  br label %5, !llvm.loop !4

29:                                               ; preds = %5
  ret i32 0
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Top@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @"??_8Top@@7BB1@@@", ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr @"??_8Top@@7BB2@@@", ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %6, i64 40
  %13 = call noundef ptr @"??0VB@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %12)
  br label %14

14:                                               ; preds = %9, %2
  %15 = invoke noundef ptr @"??0B1@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 0)
          to label %16 unwind label %33

16:                                               ; preds = %14
  %17 = getelementptr inbounds i8, ptr %6, i64 16
  %18 = invoke noundef ptr @"??0B2@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %17, i32 noundef 0)
          to label %19 unwind label %31

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.Top, ptr %6, i32 0, i32 2
  %21 = invoke noundef ptr @"??0Part@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %20, i32 noundef 4)
          to label %22 unwind label %28

22:                                               ; preds = %19
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_09HGIMCAO@Top?5body?6?$AA@")
          to label %24 unwind label %26

24:                                               ; preds = %22
  %25 = load ptr, ptr %3, align 8
  ret ptr %25

26:                                               ; preds = %22
  %27 = cleanuppad within none []
  call void @"??1Part@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %20) #4 [ "funclet"(token %27) ]
  cleanupret from %27 unwind label %28

28:                                               ; preds = %26, %19
  %29 = cleanuppad within none []
  %30 = getelementptr inbounds i8, ptr %6, i64 16
  call void @"??1B2@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %30) #4 [ "funclet"(token %29) ]
  cleanupret from %29 unwind label %31

31:                                               ; preds = %28, %16
  %32 = cleanuppad within none []
  call void @"??1B1@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #4 [ "funclet"(token %32) ]
  cleanupret from %32 unwind label %33

33:                                               ; preds = %31, %14
  %34 = cleanuppad within none []
  %35 = getelementptr inbounds i8, ptr %6, i64 40
  %36 = icmp ne i32 %7, 0
  br i1 %36, label %37, label %38

37:                                               ; preds = %33
  call void @"??1VB@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %35) #4 [ "funclet"(token %34) ]
  br label %38

38:                                               ; preds = %37, %33
  cleanupret from %34 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DTop@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1Top@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(40) %3) #4
  %4 = getelementptr inbounds i8, ptr %3, i64 40
  call void @"??1VB@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0VB@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0Part@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1)
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0B1@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @"??_8B1@@7B@", ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %6, i64 16
  %12 = call noundef ptr @"??0VB@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %11)
  br label %13

13:                                               ; preds = %9, %2
  %14 = invoke noundef ptr @"??0Part@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 2)
          to label %15 unwind label %17

15:                                               ; preds = %13
  %16 = load ptr, ptr %3, align 8
  ret ptr %16

17:                                               ; preds = %13
  %18 = cleanuppad within none []
  %19 = getelementptr inbounds i8, ptr %6, i64 16
  %20 = icmp ne i32 %7, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %17
  call void @"??1VB@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %19) #4 [ "funclet"(token %18) ]
  br label %22

22:                                               ; preds = %21, %17
  cleanupret from %18 unwind to caller
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0B2@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @"??_8B2@@7B@", ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %6, i64 16
  %12 = call noundef ptr @"??0VB@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %11)
  br label %13

13:                                               ; preds = %9, %2
  %14 = invoke noundef ptr @"??0Part@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 3)
          to label %15 unwind label %17

15:                                               ; preds = %13
  %16 = load ptr, ptr %3, align 8
  ret ptr %16

17:                                               ; preds = %13
  %18 = cleanuppad within none []
  %19 = getelementptr inbounds i8, ptr %6, i64 16
  %20 = icmp ne i32 %7, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %17
  call void @"??1VB@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %19) #4 [ "funclet"(token %18) ]
  br label %22

22:                                               ; preds = %21, %17
  cleanupret from %18 unwind to caller
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Part@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Part@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1B2@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1Part@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1B1@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1Part@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1VB@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1Part@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #4
  ret void
}

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Top@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #3 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_05HPNNDMGJ@?$HOTop?6?$AA@")
          to label %5 unwind label %8

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Top, ptr %3, i32 0, i32 2
  call void @"??1Part@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #4
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  call void @"??1B2@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %7) #4
  call void @"??1B1@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #4
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
