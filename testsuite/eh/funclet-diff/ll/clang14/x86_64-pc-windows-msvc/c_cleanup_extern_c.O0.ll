; ModuleID = 'c_cleanup_extern_c.cpp'
source_filename = "c_cleanup_extern_c.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
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

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"cleanup %d\0A\00", comdat, align 1
@"??_C@_05ILDGGEIB@?$HOObj?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"~Obj\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @c_thrower(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  store i32 %6, i32* %3, align 4
  %7 = load i32, i32* %2, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %1
  store i32 99, i32* %4, align 4
  %10 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* %10, %eh.ThrowInfo* @_TI1H) #4
          to label %22 unwind label %20

11:                                               ; preds = %1
  %12 = load i32, i32* %2, align 4
  %13 = add nsw i32 %12, 100
  store i32 %13, i32* %5, align 4
  %14 = load i32, i32* %2, align 4
  %15 = sub nsw i32 %14, 1
  invoke void @c_middle(i32 noundef %15)
          to label %16 unwind label %18

16:                                               ; preds = %11
  invoke void @"?release@@YAXPEAH@Z"(i32* noundef %5)
          to label %17 unwind label %20

17:                                               ; preds = %16
  call void @"?release@@YAXPEAH@Z"(i32* noundef %3)
  ret void

18:                                               ; preds = %11
  %19 = cleanuppad within none []
  call void @"?release@@YAXPEAH@Z"(i32* noundef %5) [ "funclet"(token %19) ]
  cleanupret from %19 unwind label %20

20:                                               ; preds = %18, %16, %9
  %21 = cleanuppad within none []
  call void @"?release@@YAXPEAH@Z"(i32* noundef %3) [ "funclet"(token %21) ]
  cleanupret from %21 unwind to caller

22:                                               ; preds = %9
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?release@@YAXPEAH@Z"(i32* noundef %0) #0 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  %3 = load i32*, i32** %2, align 8
  %4 = load i32, i32* %3, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %4)
  ret void
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @c_middle(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = add nsw i32 1000, %4
  store i32 %5, i32* %3, align 4
  %6 = load i32, i32* %2, align 4
  invoke void @c_thrower(i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  call void @"?release@@YAXPEAH@Z"(i32* noundef %3)
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @"?release@@YAXPEAH@Z"(i32* noundef %3) [ "funclet"(token %9) ]
  cleanupret from %9 unwind to caller
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  invoke void @"?cpp_frame@@YAXXZ"()
          to label %11 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %7 = load i32, i32* %2, align 4
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %7) [ "funclet"(token %6) ]
  catchret from %6 to label %9

9:                                                ; preds = %5
  br label %10

10:                                               ; preds = %9, %11
  ret i32 0

11:                                               ; preds = %0
  br label %10
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?cpp_frame@@YAXXZ"() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Obj, align 1
  invoke void @c_thrower(i32 noundef 2)
          to label %2 unwind label %3

2:                                                ; preds = %0
  call void @"??1Obj@@QEAA@XZ"(%struct.Obj* noundef nonnull align 1 dereferenceable(1) %1) #5
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  call void @"??1Obj@@QEAA@XZ"(%struct.Obj* noundef nonnull align 1 dereferenceable(1) %1) #5 [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Obj@@QEAA@XZ"(%struct.Obj* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Obj*, align 8
  store %struct.Obj* %0, %struct.Obj** %2, align 8
  %3 = load %struct.Obj*, %struct.Obj** %2, align 8
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05ILDGGEIB@?$HOObj?6?$AA@", i64 0, i64 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %7) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
