; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Noisy = type { i32 }
%struct.Local = type { i8 }

$"??0Noisy@@QEAA@H@Z" = comdat any

$"??1Noisy@@QEAA@XZ" = comdat any

$"??1Local@@QEAA@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0P@NFNIOHIH@compute?$CI1?$CJ?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0P@CBJHMDJE@compute?$CI5?$CJ?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@CELBKCCO@caught?5from?5destructor?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BB@IKIPBDPP@main?5handler?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BE@DAMGFBIJ@compute?5handler?5?$CFd?6?$AA@" = comdat any

$"??_C@_07LPCEEGID@?$HOLocal?6?$AA@" = comdat any

$"??_C@_0BB@GBGJMGEN@?$HONoisy?$CI?$CFd?$CJ?5body?6?$AA@" = comdat any

$"??_C@_0BO@DEBAOGBP@?$HONoisy?5handler?5?$CFd?5?$CIrethrows?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0P@NFNIOHIH@compute?$CI1?$CJ?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"compute(1)=%d\0A\00", comdat, align 8
@"??_C@_0P@CBJHMDJE@compute?$CI5?$CJ?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"compute(5)=%d\0A\00", comdat, align 8
@"??_C@_0BL@CELBKCCO@caught?5from?5destructor?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"caught from destructor %d\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BB@IKIPBDPP@main?5handler?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"main handler %d\0A\00", comdat, align 8
@"??_C@_0BE@DAMGFBIJ@compute?5handler?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"compute handler %d\0A\00", comdat, align 8
@"??_C@_07LPCEEGID@?$HOLocal?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~Local\0A\00", comdat, align 8
@"??_C@_0BB@GBGJMGEN@?$HONoisy?$CI?$CFd?$CJ?5body?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"~Noisy(%d) body\0A\00", comdat, align 8
@"??_C@_0BO@DEBAOGBP@?$HONoisy?5handler?5?$CFd?5?$CIrethrows?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"~Noisy handler %d (rethrows)\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Noisy, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %6 = invoke noundef i32 @"?compute@@YAHH@Z"(i32 noundef 1)
          to label %7 unwind label %25

7:                                                ; preds = %0
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@NFNIOHIH@compute?$CI1?$CJ?$DN?$CFd?6?$AA@", i32 noundef %6)
          to label %9 unwind label %25

9:                                                ; preds = %7
  %10 = invoke noundef i32 @"?compute@@YAHH@Z"(i32 noundef 5)
          to label %11 unwind label %25

11:                                               ; preds = %9
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@CBJHMDJE@compute?$CI5?$CJ?$DN?$CFd?6?$AA@", i32 noundef %10)
          to label %13 unwind label %25

13:                                               ; preds = %11
  %14 = invoke noundef ptr @"??0Noisy@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 2)
          to label %15 unwind label %16

15:                                               ; preds = %13
  invoke void @"??1Noisy@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %31 unwind label %16

16:                                               ; preds = %15, %13
  %17 = catchswitch within none [label %18] unwind label %25

18:                                               ; preds = %16
  %19 = catchpad within %17 [ptr @"??_R0H@8", i32 0, ptr %3]
  %20 = load i32, ptr %3, align 4
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@CELBKCCO@caught?5from?5destructor?5?$CFd?6?$AA@", i32 noundef %20) [ "funclet"(token %19) ]
          to label %22 unwind label %25

22:                                               ; preds = %18
  catchret from %19 to label %23

23:                                               ; preds = %22
  br label %24

24:                                               ; preds = %23, %31
  store i32 99, ptr %4, align 4
  invoke void @_CxxThrowException(ptr %4, ptr @_TI1H) #5
          to label %35 unwind label %25

25:                                               ; preds = %24, %18, %16, %11, %9, %7, %0
  %26 = catchswitch within none [label %27] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"??_R0H@8", i32 0, ptr %5]
  %29 = load i32, ptr %5, align 4
  %30 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@IKIPBDPP@main?5handler?5?$CFd?6?$AA@", i32 noundef %29) [ "funclet"(token %28) ]
  store i32 3, ptr %1, align 4
  catchret from %28 to label %32

31:                                               ; preds = %15
  br label %24

32:                                               ; preds = %27
  br label %33

33:                                               ; preds = %32
  %34 = load i32, ptr %1, align 4
  ret i32 %34

35:                                               ; preds = %24
  unreachable
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?compute@@YAHH@Z"(i32 noundef %0) #2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Local, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = icmp sgt i32 %7, 2
  br i1 %8, label %9, label %11

9:                                                ; preds = %1
  %10 = load i32, ptr %3, align 4
  store i32 %10, ptr %5, align 4
  invoke void @_CxxThrowException(ptr %5, ptr @_TI1H) #5
          to label %28 unwind label %14

11:                                               ; preds = %1
  %12 = load i32, ptr %3, align 4
  %13 = mul nsw i32 %12, 10
  store i32 %13, ptr %2, align 4
  call void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %4) #6
  br label %26

14:                                               ; preds = %9
  %15 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %4) #6 [ "funclet"(token %15) ]
  cleanupret from %15 unwind label %16

16:                                               ; preds = %14
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [ptr @"??_R0H@8", i32 0, ptr %6]
  %20 = load i32, ptr %6, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@DAMGFBIJ@compute?5handler?5?$CFd?6?$AA@", i32 noundef %20) [ "funclet"(token %19) ]
  %22 = load i32, ptr %6, align 4
  %23 = sub nsw i32 0, %22
  store i32 %23, ptr %2, align 4
  catchret from %19 to label %24

24:                                               ; preds = %18
  br label %26

25:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

26:                                               ; preds = %24, %11
  %27 = load i32, ptr %2, align 4
  ret i32 %27

28:                                               ; preds = %9
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Noisy@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Noisy, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @"??1Noisy@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.Noisy, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@GBGJMGEN@?$HONoisy?$CI?$CFd?$CJ?5body?6?$AA@", i32 noundef %7)
          to label %9 unwind label %16

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Noisy, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = icmp eq i32 %11, 2
  br i1 %12, label %13, label %22

13:                                               ; preds = %9
  %14 = getelementptr inbounds %struct.Noisy, ptr %5, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  store i32 %15, ptr %3, align 4
  invoke void @_CxxThrowException(ptr %3, ptr @_TI1H) #5
          to label %24 unwind label %16

16:                                               ; preds = %13, %1
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [ptr @"??_R0H@8", i32 0, ptr %4]
  %20 = load i32, ptr %4, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BO@DEBAOGBP@?$HONoisy?5handler?5?$CFd?5?$CIrethrows?$CJ?6?$AA@", i32 noundef %20) [ "funclet"(token %19) ]
  call void @_CxxThrowException(ptr null, ptr null) [ "funclet"(token %19) ]
  unreachable

22:                                               ; preds = %9
  br label %23

23:                                               ; preds = %22
  ret void

24:                                               ; preds = %13
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_07LPCEEGID@?$HOLocal?6?$AA@")
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %7) ]
  unreachable
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #4

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #5 = { noreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
