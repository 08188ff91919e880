; ModuleID = 'dtor_catches_during_unwind.cpp'
source_filename = "dtor_catches_during_unwind.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%struct.Err = type { i32 }
%struct.Careful = type { i8 }

$"??1Err@@QEAA@XZ" = comdat any

$"??1Careful@@QEAA@XZ" = comdat any

$"??_R0?AUErr@@@8" = comdat any

$"??_C@_0BA@EKNKJOGE@main?5caught?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0?AUErr@@@84" = comdat any

$"_CTA1?AUErr@@" = comdat any

$"_TI1?AUErr@@" = comdat any

$"??_C@_09GOJLOBJL@?$HOErr?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BA@CGMNMFFI@?$HOCareful?5start?6?$AA@" = comdat any

$"??_C@_0BM@LBGLBAJK@?$HOCareful?5caught?5its?5own?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BI@BEHIENHK@?$HOCareful?5caught?5int?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@JCOJCOPP@?$HOCareful?5end?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUErr@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUErr@@\00" }, comdat
@"??_C@_0BA@EKNKJOGE@main?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"main caught %d\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUErr@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUErr@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUErr@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUErr@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUErr@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Err@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUErr@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_09GOJLOBJL@?$HOErr?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"~Err(%d)\0A\00", comdat, align 8
@"??_C@_0BA@CGMNMFFI@?$HOCareful?5start?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"~Careful start\0A\00", comdat, align 8
@"??_C@_0BM@LBGLBAJK@?$HOCareful?5caught?5its?5own?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"~Careful caught its own %d\0A\00", comdat, align 8
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BI@BEHIENHK@?$HOCareful?5caught?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"~Careful caught int %d\0A\00", comdat, align 8
@"??_C@_0O@JCOJCOPP@?$HOCareful?5end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"~Careful end\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  invoke void @"?work@@YAXXZ"()
          to label %13 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0?AUErr@@@8", i32 8, ptr %2]
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.Err, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@EKNKJOGE@main?5caught?5?$CFd?6?$AA@", i32 noundef %9) [ "funclet"(token %6) ]
  catchret from %6 to label %11

11:                                               ; preds = %5
  br label %12

12:                                               ; preds = %11, %13
  ret i32 0

13:                                               ; preds = %0
  br label %12
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?work@@YAXXZ"() #1 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Careful, align 1
  %2 = alloca %struct.Err, align 4
  %3 = getelementptr inbounds %struct.Err, ptr %2, i32 0, i32 0
  store i32 1, ptr %3, align 4
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI1?AUErr@@") #4
          to label %6 unwind label %4

4:                                                ; preds = %0
  %5 = cleanuppad within none []
  call void @"??1Careful@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %1) #5 [ "funclet"(token %5) ]
  cleanupret from %5 unwind to caller

6:                                                ; preds = %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Err@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Err, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_09GOJLOBJL@?$HOErr?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Careful@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@CGMNMFFI@?$HOCareful?5start?6?$AA@")
          to label %8 unwind label %33

8:                                                ; preds = %1
  invoke void @"?helper2@@YAXH@Z"(i32 noundef 2)
          to label %31 unwind label %9

9:                                                ; preds = %8
  %10 = catchswitch within none [label %11] unwind label %33

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0?AUErr@@@8", i32 8, ptr %3]
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.Err, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@LBGLBAJK@?$HOCareful?5caught?5its?5own?5?$CFd?6?$AA@", i32 noundef %15) [ "funclet"(token %12) ]
          to label %17 unwind label %33

17:                                               ; preds = %11
  catchret from %12 to label %18

18:                                               ; preds = %17
  br label %19

19:                                               ; preds = %18, %31
  store i32 3, ptr %4, align 4
  invoke void @_CxxThrowException(ptr %4, ptr @_TI1H) #4
          to label %32 unwind label %20

20:                                               ; preds = %19
  %21 = catchswitch within none [label %22] unwind label %33

22:                                               ; preds = %20
  %23 = catchpad within %21 [ptr @"??_R0H@8", i32 0, ptr %5]
  %24 = load i32, ptr %5, align 4
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@BEHIENHK@?$HOCareful?5caught?5int?5?$CFd?6?$AA@", i32 noundef %24) [ "funclet"(token %23) ]
          to label %26 unwind label %33

26:                                               ; preds = %22
  catchret from %23 to label %27

27:                                               ; preds = %26
  br label %28

28:                                               ; preds = %27
  %29 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@JCOJCOPP@?$HOCareful?5end?6?$AA@")
          to label %30 unwind label %33

30:                                               ; preds = %28
  ret void

31:                                               ; preds = %8
  br label %19

32:                                               ; preds = %19
  unreachable

33:                                               ; preds = %28, %22, %20, %11, %9, %1
  %34 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %34) ]
  unreachable
}

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?helper2@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void @"?helper@@YAXH@Z"(i32 noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?helper@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Err, align 4
  store i32 %0, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Err, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %2, align 4
  store i32 %5, ptr %4, align 4
  call void @_CxxThrowException(ptr %3, ptr @"_TI1?AUErr@@") #4
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
