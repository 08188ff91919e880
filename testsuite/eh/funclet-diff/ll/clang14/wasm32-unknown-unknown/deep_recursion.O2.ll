; ModuleID = 'deep_recursion.cpp'
source_filename = "deep_recursion.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [25 x i8] c"caught %d, destroyed %d\0A\00", align 1
@_ZL9destroyed = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [29 x i8] c"caught %d after %d rethrows\0A\00", align 1
@_ZL8rethrows = internal unnamed_addr global i32 0, align 4
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = invoke fastcc noundef i32 @_ZL4divei(i32 noundef 1)
          to label %17 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [i8* bitcast (i8** @_ZTIi to i8*)]
  %6 = tail call i8* @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = call i8* @__cxa_begin_catch(i8* %6) #2 [ "funclet"(token %5) ]
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %12, align 4, !tbaa !2
  %14 = load i32, i32* @_ZL9destroyed, align 4, !tbaa !2
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i32 0, i32 0), i32 noundef %13, i32 noundef %14) [ "funclet"(token %5) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %5) ]
  catchret from %5 to label %17

16:                                               ; preds = %4
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %5) ]
  unreachable

17:                                               ; preds = %0, %10
  %18 = invoke fastcc noundef i32 @_ZL5chaini(i32 noundef 0)
          to label %34 unwind label %19

19:                                               ; preds = %17
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [i8* bitcast (i8** @_ZTIi to i8*)]
  %23 = tail call i8* @llvm.wasm.get.exception(token %22)
  %24 = tail call i32 @llvm.wasm.get.ehselector(token %22)
  %25 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %33

27:                                               ; preds = %21
  %28 = call i8* @__cxa_begin_catch(i8* %23) #2 [ "funclet"(token %22) ]
  %29 = bitcast i8* %28 to i32*
  %30 = load i32, i32* %29, align 4, !tbaa !2
  %31 = load i32, i32* @_ZL8rethrows, align 4, !tbaa !2
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i32 0, i32 0), i32 noundef %30, i32 noundef %31) [ "funclet"(token %22) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %22) ]
  catchret from %22 to label %34

33:                                               ; preds = %21
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %22) ]
  unreachable

34:                                               ; preds = %17, %27
  ret i32 0
}

; Function Attrs: noinline
define internal fastcc noundef i32 @_ZL4divei(i32 noundef %0) unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = icmp eq i32 %0, 10000
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %5 = bitcast i8* %4 to i32*
  store i32 10000, i32* %5, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %21 unwind label %15

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 1
  %8 = invoke fastcc noundef i32 @_ZL4divei(i32 noundef %7)
          to label %9 unwind label %15

9:                                                ; preds = %6
  %10 = add nsw i32 %8, 1
  %11 = icmp slt i32 %0, 1
  %12 = select i1 %11, i32 1000000, i32 1
  %13 = load i32, i32* @_ZL9destroyed, align 4, !tbaa !2
  %14 = add nsw i32 %13, %12
  store i32 %14, i32* @_ZL9destroyed, align 4, !tbaa !2
  ret i32 %10

15:                                               ; preds = %6, %3
  %16 = cleanuppad within none []
  %17 = icmp slt i32 %0, 1
  %18 = select i1 %17, i32 1000000, i32 1
  %19 = load i32, i32* @_ZL9destroyed, align 4, !tbaa !2
  %20 = add nsw i32 %19, %18
  store i32 %20, i32* @_ZL9destroyed, align 4, !tbaa !2
  cleanupret from %16 unwind to caller

21:                                               ; preds = %3
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress noinline
define internal fastcc noundef i32 @_ZL5chaini(i32 noundef %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = icmp eq i32 %0, 300
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %5 = bitcast i8* %4 to i32*
  store i32 -300, i32* %5, align 16, !tbaa !2
  tail call void @__cxa_throw(i8* %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
  unreachable

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 1
  %8 = invoke fastcc noundef i32 @_ZL5chaini(i32 noundef %7)
          to label %18 unwind label %9

9:                                                ; preds = %6
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* null]
  %13 = tail call i8* @llvm.wasm.get.exception(token %12)
  %14 = tail call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = call i8* @__cxa_begin_catch(i8* %13) #2 [ "funclet"(token %12) ]
  %16 = load i32, i32* @_ZL8rethrows, align 4, !tbaa !2
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* @_ZL8rethrows, align 4, !tbaa !2
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %12) ]
          to label %23 unwind label %20

18:                                               ; preds = %6
  %19 = add nsw i32 %8, 1
  ret i32 %19

20:                                               ; preds = %11
  %21 = cleanuppad within %12 []
  invoke void @__cxa_end_catch() [ "funclet"(token %21) ]
          to label %22 unwind label %24

22:                                               ; preds = %20
  cleanupret from %21 unwind to caller

23:                                               ; preds = %11
  unreachable

24:                                               ; preds = %20
  %25 = cleanuppad within %21 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %25) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { mustprogress noinline "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
