; ModuleID = 'new_expression_throws.cpp'
source_filename = "new_expression_throws.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"placement operator new tag=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"placement operator delete tag=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1
@str = private unnamed_addr constant [13 x i8] c"operator new\00", align 1
@str.8 = private unnamed_addr constant [16 x i8] c"operator delete\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str, i32 0, i32 0))
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i32 0, i32 0), i32 noundef -1)
  %3 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %4 = bitcast i8* %3 to i32*
  store i32 -1, i32* %4, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %5 unwind label %6

5:                                                ; preds = %0
  unreachable

6:                                                ; preds = %0
  %7 = cleanuppad within none []
  %8 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str.8, i32 0, i32 0)) #2 [ "funclet"(token %7) ]
  cleanupret from %7 unwind label %9

9:                                                ; preds = %6
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* bitcast (i8** @_ZTIi to i8*)]
  %13 = tail call i8* @llvm.wasm.get.exception(token %12)
  %14 = tail call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %11
  %18 = call i8* @__cxa_begin_catch(i8* %13) #2 [ "funclet"(token %12) ]
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !2
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %20) [ "funclet"(token %12) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %12) ]
  catchret from %12 to label %23

22:                                               ; preds = %11
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %12) ]
  unreachable

23:                                               ; preds = %17
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.5, i32 0, i32 0), i32 noundef 7)
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i32 0, i32 0), i32 noundef -2)
  %26 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %27 = bitcast i8* %26 to i32*
  store i32 -2, i32* %27, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %26, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %28 unwind label %29

28:                                               ; preds = %23
  unreachable

29:                                               ; preds = %23
  %30 = cleanuppad within none []
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.6, i32 0, i32 0), i32 noundef 7) #2 [ "funclet"(token %30) ]
  cleanupret from %30 unwind label %32

32:                                               ; preds = %29
  %33 = catchswitch within none [label %34] unwind to caller

34:                                               ; preds = %32
  %35 = catchpad within %33 [i8* bitcast (i8** @_ZTIi to i8*)]
  %36 = tail call i8* @llvm.wasm.get.exception(token %35)
  %37 = tail call i32 @llvm.wasm.get.ehselector(token %35)
  %38 = icmp eq i32 %37, %14
  br i1 %38, label %39, label %44

39:                                               ; preds = %34
  %40 = call i8* @__cxa_begin_catch(i8* %36) #2 [ "funclet"(token %35) ]
  %41 = bitcast i8* %40 to i32*
  %42 = load i32, i32* %41, align 4, !tbaa !2
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %42) [ "funclet"(token %35) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %35) ]
  catchret from %35 to label %45

44:                                               ; preds = %34
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %35) ]
  unreachable

45:                                               ; preds = %39
  %46 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str, i32 0, i32 0))
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i32 0, i32 0), i32 noundef 3)
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i32 0, i32 0), i32 noundef 3) #2
  %49 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str.8, i32 0, i32 0)) #2
  ret i32 0
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { noreturn }
attributes #5 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
