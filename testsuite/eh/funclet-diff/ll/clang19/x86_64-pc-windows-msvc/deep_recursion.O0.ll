; ModuleID = 'deep_recursion.cpp'
source_filename = "deep_recursion.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Counter = type { i32 }

$"??0Counter@@QEAA@H@Z" = comdat any

$"??1Counter@@QEAA@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BJ@FLHOGDAP@caught?5?$CFd?0?5destroyed?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BN@CGGBBENK@caught?5?$CFd?5after?5?$CFd?5rethrows?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@destroyed = internal global i32 0, align 4
@"??_C@_0BJ@FLHOGDAP@caught?5?$CFd?0?5destroyed?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"caught %d, destroyed %d\0A\00", comdat, align 1
@rethrows = internal global i32 0, align 4
@"??_C@_0BN@CGGBBENK@caught?5?$CFd?5after?5?$CFd?5rethrows?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"caught %d after %d rethrows\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = invoke noundef i32 @"?dive@@YAHH@Z"(i32 noundef 1)
          to label %25 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @"??_R0H@8", i32 0, ptr %2]
  %9 = load i32, ptr @destroyed, align 4
  %10 = load i32, ptr %2, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@FLHOGDAP@caught?5?$CFd?0?5destroyed?5?$CFd?6?$AA@", i32 noundef %10, i32 noundef %9) [ "funclet"(token %8) ]
  catchret from %8 to label %12

12:                                               ; preds = %7
  br label %13

13:                                               ; preds = %12, %25
  %14 = invoke noundef i32 @"?chain@@YAHH@Z"(i32 noundef 0)
          to label %24 unwind label %15

15:                                               ; preds = %13
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr @"??_R0H@8", i32 0, ptr %3]
  %19 = load i32, ptr @rethrows, align 4
  %20 = load i32, ptr %3, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BN@CGGBBENK@caught?5?$CFd?5after?5?$CFd?5rethrows?6?$AA@", i32 noundef %20, i32 noundef %19) [ "funclet"(token %18) ]
  catchret from %18 to label %22

22:                                               ; preds = %17
  br label %23

23:                                               ; preds = %22, %24
  ret i32 0

24:                                               ; preds = %13
  br label %23

25:                                               ; preds = %0
  br label %13
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?dive@@YAHH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Counter, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call noundef ptr @"??0Counter@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %5)
  %7 = load i32, ptr %2, align 4
  %8 = icmp eq i32 %7, 10000
  br i1 %8, label %9, label %11

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4
  store i32 %10, ptr %4, align 4
  invoke void @_CxxThrowException(ptr %4, ptr @_TI1H) #5
          to label %19 unwind label %17

11:                                               ; preds = %1
  %12 = load i32, ptr %2, align 4
  %13 = add nsw i32 %12, 1
  %14 = invoke noundef i32 @"?dive@@YAHH@Z"(i32 noundef %13)
          to label %15 unwind label %17

15:                                               ; preds = %11
  %16 = add nsw i32 %14, 1
  call void @"??1Counter@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  ret i32 %16

17:                                               ; preds = %11, %9
  %18 = cleanuppad within none []
  call void @"??1Counter@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #6 [ "funclet"(token %18) ]
  cleanupret from %18 unwind to caller

19:                                               ; preds = %9
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?chain@@YAHH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = icmp eq i32 %4, 300
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub nsw i32 0, %7
  store i32 %8, ptr %3, align 4
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #5
  unreachable

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4
  %11 = add nsw i32 %10, 1
  %12 = invoke noundef i32 @"?chain@@YAHH@Z"(i32 noundef %11)
          to label %19 unwind label %13

13:                                               ; preds = %9
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr null, i32 64, ptr null]
  %17 = load i32, ptr @rethrows, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr @rethrows, align 4
  call void @_CxxThrowException(ptr null, ptr null) #5 [ "funclet"(token %16) ]
  unreachable

19:                                               ; preds = %9
  %20 = add nsw i32 %12, 1
  ret i32 %20

21:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Counter@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Counter@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Counter, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = icmp sgt i32 %5, 0
  %7 = zext i1 %6 to i64
  %8 = select i1 %6, i32 1, i32 1000000
  %9 = load i32, ptr @destroyed, align 4
  %10 = add nsw i32 %9, %8
  store i32 %10, ptr @destroyed, align 4
  ret void
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #4

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #5 = { noreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
