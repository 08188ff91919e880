; ModuleID = 'partial_construction_members.cpp'
source_filename = "partial_construction_members.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Holder = type { %struct.Member, %struct.Member, %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Outer = type { %struct.Member, %struct.Member, %struct.Member }
%struct.BodyThrows = type { %struct.Member, %struct.Member }

$"??0Holder@@QEAA@XZ" = comdat any

$"??1Holder@@QEAA@XZ" = comdat any

$"??0Outer@@QEAA@XZ" = comdat any

$"??1Outer@@QEAA@XZ" = comdat any

$"??0BodyThrows@@QEAA@XZ" = comdat any

$"??1BodyThrows@@QEAA@XZ" = comdat any

$"??0Member@@QEAA@H@Z" = comdat any

$"??1Member@@QEAA@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BF@MGBBOPJ@Holder?5body?5?$CInever?$CJ?6?$AA@" = comdat any

$"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BB@MMPBJADJ@?$HOHolder?5?$CInever?$CJ?6?$AA@" = comdat any

$"??_C@_0BA@JKJKGLFL@?$HOOuter?5?$CInever?$CJ?6?$AA@" = comdat any

$"??_C@_0BI@ONCOECPB@BodyThrows?5body?5throws?6?$AA@" = comdat any

$"??_C@_0BF@BFIFPDKP@?$HOBodyThrows?5?$CInever?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 8
@"??_C@_0BF@MGBBOPJ@Holder?5body?5?$CInever?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"Holder body (never)\0A\00", comdat, align 8
@"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", comdat, align 8
@"??_C@_0BB@MMPBJADJ@?$HOHolder?5?$CInever?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"~Holder (never)\0A\00", comdat, align 8
@"??_C@_0BA@JKJKGLFL@?$HOOuter?5?$CInever?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"~Outer (never)\0A\00", comdat, align 8
@"??_C@_0BI@ONCOECPB@BodyThrows?5body?5throws?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"BodyThrows body throws\0A\00", comdat, align 8
@"??_C@_0BF@BFIFPDKP@?$HOBodyThrows?5?$CInever?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"~BodyThrows (never)\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Holder, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Outer, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.BodyThrows, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %8 = invoke noundef ptr @"??0Holder@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %2)
          to label %37 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0H@8", i32 0, ptr %3]
  %13 = load i32, ptr %3, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %13) [ "funclet"(token %12) ]
  catchret from %12 to label %15

15:                                               ; preds = %11
  br label %16

16:                                               ; preds = %15, %37
  %17 = invoke noundef ptr @"??0Outer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %4)
          to label %36 unwind label %18

18:                                               ; preds = %16
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @"??_R0H@8", i32 0, ptr %5]
  %22 = load i32, ptr %5, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %22) [ "funclet"(token %21) ]
  catchret from %21 to label %24

24:                                               ; preds = %20
  br label %25

25:                                               ; preds = %24, %36
  %26 = invoke noundef ptr @"??0BodyThrows@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6)
          to label %35 unwind label %27

27:                                               ; preds = %25
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @"??_R0H@8", i32 0, ptr %7]
  %31 = load i32, ptr %7, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %31) [ "funclet"(token %30) ]
  catchret from %30 to label %33

33:                                               ; preds = %29
  br label %34

34:                                               ; preds = %33, %35
  ret i32 0

35:                                               ; preds = %25
  call void @"??1BodyThrows@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #4
  br label %34

36:                                               ; preds = %16
  call void @"??1Outer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %4) #4
  br label %25

37:                                               ; preds = %0
  call void @"??1Holder@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %2) #4
  br label %16
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Holder@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #1 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0
  %5 = call noundef ptr @"??0Member@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 1)
  %6 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 1
  %7 = invoke noundef ptr @"??0Member@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 2)
          to label %8 unwind label %23

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 2
  %10 = invoke noundef ptr @"??0Member@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 3)
          to label %11 unwind label %21

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 3
  %13 = invoke noundef ptr @"??0Member@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef 4)
          to label %14 unwind label %19

14:                                               ; preds = %11
  %15 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@MGBBOPJ@Holder?5body?5?$CInever?$CJ?6?$AA@")
          to label %16 unwind label %17

16:                                               ; preds = %14
  ret ptr %3

17:                                               ; preds = %14
  %18 = cleanuppad within none []
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %12) #4 [ "funclet"(token %18) ]
  cleanupret from %18 unwind label %19

19:                                               ; preds = %17, %11
  %20 = cleanuppad within none []
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %9) #4 [ "funclet"(token %20) ]
  cleanupret from %20 unwind label %21

21:                                               ; preds = %19, %8
  %22 = cleanuppad within none []
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #4 [ "funclet"(token %22) ]
  cleanupret from %22 unwind label %23

23:                                               ; preds = %21, %1
  %24 = cleanuppad within none []
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #4 [ "funclet"(token %24) ]
  cleanupret from %24 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Holder@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@MMPBJADJ@?$HOHolder?5?$CInever?$CJ?6?$AA@")
          to label %5 unwind label %10

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 3
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #4
  %7 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 2
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #4
  %8 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 1
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %8) #4
  %9 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 0
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %9) #4
  ret void

10:                                               ; preds = %1
  %11 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %11) ]
  unreachable
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Outer@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #1 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 0
  %5 = call noundef ptr @"??0Member@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 11)
  %6 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 1
  %7 = invoke noundef ptr @"??0Member@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 12)
          to label %8 unwind label %14

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 2
  %10 = invoke noundef ptr @"??0Member@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 13)
          to label %11 unwind label %12

11:                                               ; preds = %8
  ret ptr %3

12:                                               ; preds = %8
  %13 = cleanuppad within none []
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #4 [ "funclet"(token %13) ]
  cleanupret from %13 unwind label %14

14:                                               ; preds = %12, %1
  %15 = cleanuppad within none []
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #4 [ "funclet"(token %15) ]
  cleanupret from %15 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Outer@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@JKJKGLFL@?$HOOuter?5?$CInever?$CJ?6?$AA@")
          to label %5 unwind label %9

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 2
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #4
  %7 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 1
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #4
  %8 = getelementptr inbounds %struct.Outer, ptr %3, i32 0, i32 0
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %8) #4
  ret void

9:                                                ; preds = %1
  %10 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %10) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0BodyThrows@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %5 = load ptr, ptr %3, align 8
  store ptr %5, ptr %2, align 8
  %6 = getelementptr inbounds %struct.BodyThrows, ptr %5, i32 0, i32 0
  %7 = call noundef ptr @"??0Member@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 21)
  %8 = getelementptr inbounds %struct.BodyThrows, ptr %5, i32 0, i32 1
  %9 = invoke noundef ptr @"??0Member@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef 22)
          to label %10 unwind label %15

10:                                               ; preds = %1
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@ONCOECPB@BodyThrows?5body?5throws?6?$AA@")
          to label %12 unwind label %13

12:                                               ; preds = %10
  store i32 23, ptr %4, align 4
  invoke void @_CxxThrowException(ptr %4, ptr @_TI1H) #6
          to label %17 unwind label %13

13:                                               ; preds = %12, %10
  %14 = cleanuppad within none []
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %8) #4 [ "funclet"(token %14) ]
  cleanupret from %14 unwind label %15

15:                                               ; preds = %13, %1
  %16 = cleanuppad within none []
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #4 [ "funclet"(token %16) ]
  cleanupret from %16 unwind to caller

17:                                               ; preds = %12
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1BodyThrows@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@BFIFPDKP@?$HOBodyThrows?5?$CInever?$CJ?6?$AA@")
          to label %5 unwind label %8

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BodyThrows, ptr %3, i32 0, i32 1
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #4
  %7 = getelementptr inbounds %struct.BodyThrows, ptr %3, i32 0, i32 0
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #4
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Member@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Member, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %3, align 4
  store i32 %8, ptr %7, align 4
  %9 = getelementptr inbounds %struct.Member, ptr %6, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i32 noundef %10)
  %12 = getelementptr inbounds %struct.Member, ptr %6, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = icmp eq i32 %13, 3
  br i1 %14, label %19, label %15

15:                                               ; preds = %2
  %16 = getelementptr inbounds %struct.Member, ptr %6, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  %18 = icmp eq i32 %17, 13
  br i1 %18, label %19, label %22

19:                                               ; preds = %15, %2
  %20 = getelementptr inbounds %struct.Member, ptr %6, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %5, align 4
  call void @_CxxThrowException(ptr %5, ptr @_TI1H) #6
  unreachable

22:                                               ; preds = %15
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Member, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
