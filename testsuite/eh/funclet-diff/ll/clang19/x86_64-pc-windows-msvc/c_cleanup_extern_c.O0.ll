; ModuleID = 'c_cleanup_extern_c.cpp'
source_filename = "c_cleanup_extern_c.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Obj = type { i8 }

$"??1Obj@@QEAA@XZ" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@" = comdat any

$"??_C@_05ILDGGEIB@?$HOObj?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"cleanup %d\0A\00", comdat, align 1
@"??_C@_05ILDGGEIB@?$HOObj?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"~Obj\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @c_thrower(i32 noundef %0) #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  store i32 %6, ptr %3, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store i32 99, ptr %4, align 4
  invoke void @_CxxThrowException(ptr %4, ptr @_TI1H) #4
          to label %21 unwind label %19

10:                                               ; preds = %1
  %11 = load i32, ptr %2, align 4
  %12 = add nsw i32 %11, 100
  store i32 %12, ptr %5, align 4
  %13 = load i32, ptr %2, align 4
  %14 = sub nsw i32 %13, 1
  invoke void @c_middle(i32 noundef %14)
          to label %15 unwind label %17

15:                                               ; preds = %10
  invoke void @"?release@@YAXPEAH@Z"(ptr noundef %5)
          to label %16 unwind label %19

16:                                               ; preds = %15
  call void @"?release@@YAXPEAH@Z"(ptr noundef %3)
  ret void

17:                                               ; preds = %10
  %18 = cleanuppad within none []
  call void @"?release@@YAXPEAH@Z"(ptr noundef %5) [ "funclet"(token %18) ]
  cleanupret from %18 unwind label %19

19:                                               ; preds = %17, %15, %9
  %20 = cleanuppad within none []
  call void @"?release@@YAXPEAH@Z"(ptr noundef %3) [ "funclet"(token %20) ]
  cleanupret from %20 unwind to caller

21:                                               ; preds = %9
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?release@@YAXPEAH@Z"(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i32 noundef %4)
  ret void
}

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @c_middle(i32 noundef %0) #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = add nsw i32 1000, %4
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %2, align 4
  invoke void @c_thrower(i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  call void @"?release@@YAXPEAH@Z"(ptr noundef %3)
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @"?release@@YAXPEAH@Z"(ptr noundef %3) [ "funclet"(token %9) ]
  cleanupret from %9 unwind to caller
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #1 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  invoke void @"?cpp_frame@@YAXXZ"()
          to label %11 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0H@8", i32 0, ptr %2]
  %7 = load i32, ptr %2, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %7) [ "funclet"(token %6) ]
  catchret from %6 to label %9

9:                                                ; preds = %5
  br label %10

10:                                               ; preds = %9, %11
  ret i32 0

11:                                               ; preds = %0
  br label %10
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?cpp_frame@@YAXXZ"() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Obj, align 1
  invoke void @c_thrower(i32 noundef 2)
          to label %2 unwind label %3

2:                                                ; preds = %0
  call void @"??1Obj@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %1) #5
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  call void @"??1Obj@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %1) #5 [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Obj@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_05ILDGGEIB@?$HOObj?6?$AA@")
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %7) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
