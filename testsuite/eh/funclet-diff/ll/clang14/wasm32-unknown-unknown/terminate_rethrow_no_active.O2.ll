; ModuleID = 'terminate_rethrow_no_active.cpp'
source_filename = "terminate_rethrow_no_active.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant i8*
@str = private unnamed_addr constant [10 x i8] c"handled 1\00", align 1
@str.4 = private unnamed_addr constant [14 x i8] c"never: caught\00", align 1
@str.5 = private unnamed_addr constant [19 x i8] c"rethrowing nothing\00", align 1
@str.6 = private unnamed_addr constant [15 x i8] c"~Local (never)\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %2 = bitcast i8* %1 to i32*
  store i32 1, i32* %2, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #3
          to label %30 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [i8* bitcast (i8** @_ZTIi to i8*)]
  %7 = tail call i8* @llvm.wasm.get.exception(token %6)
  %8 = tail call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %14

11:                                               ; preds = %5
  %12 = call i8* @__cxa_begin_catch(i8* %7) #1 [ "funclet"(token %6) ]
  %13 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %6) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %6) ]
  catchret from %6 to label %15

14:                                               ; preds = %5
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %6) ]
  unreachable

15:                                               ; preds = %11
  invoke fastcc void @_ZL15rethrow_nothingv()
          to label %25 unwind label %16

16:                                               ; preds = %15
  %17 = catchswitch within none [label %18] unwind label %27

18:                                               ; preds = %16
  %19 = catchpad within %17 [i8* null]
  %20 = tail call i8* @llvm.wasm.get.exception(token %19)
  %21 = tail call i32 @llvm.wasm.get.ehselector(token %19)
  %22 = call i8* @__cxa_begin_catch(i8* %20) #1 [ "funclet"(token %19) ]
  %23 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.4, i32 0, i32 0)) [ "funclet"(token %19) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %19) ]
          to label %24 unwind label %27

24:                                               ; preds = %18
  catchret from %19 to label %25

25:                                               ; preds = %15, %24
  %26 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.6, i32 0, i32 0)) #1
  ret i32 0

27:                                               ; preds = %18, %16
  %28 = cleanuppad within none []
  %29 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.6, i32 0, i32 0)) #1 [ "funclet"(token %28) ]
  cleanupret from %28 unwind to caller

30:                                               ; preds = %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #3

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL15rethrow_nothingv() unnamed_addr #4 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @str.5, i32 0, i32 0))
  tail call void @__cxa_rethrow() #3
  unreachable
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { noreturn }
attributes #4 = { mustprogress noinline norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
