; ModuleID = 'new_expression_throws.cpp'
source_filename = "new_expression_throws.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"placement operator new tag=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"placement operator delete tag=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1
@str = private unnamed_addr constant [13 x i8] c"operator new\00", align 1
@str.8 = private unnamed_addr constant [16 x i8] c"operator delete\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1)
  %3 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 -1, ptr %3, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #4
          to label %4 unwind label %5

4:                                                ; preds = %0
  unreachable

5:                                                ; preds = %0
  %6 = cleanuppad within none []
  %7 = call i32 @puts(ptr nonnull dereferenceable(1) @str.8) [ "funclet"(token %6) ]
  cleanupret from %6 unwind label %8

8:                                                ; preds = %5
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @_ZTIi]
  %12 = tail call ptr @llvm.wasm.get.exception(token %11)
  %13 = tail call i32 @llvm.wasm.get.ehselector(token %11)
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %20

16:                                               ; preds = %10
  %17 = call ptr @__cxa_begin_catch(ptr %12) #6 [ "funclet"(token %11) ]
  %18 = load i32, ptr %17, align 4, !tbaa !2
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %18) [ "funclet"(token %11) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %11) ]
  catchret from %11 to label %21

20:                                               ; preds = %10
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %11) ]
  unreachable

21:                                               ; preds = %16
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 7)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -2)
  %24 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 -2, ptr %24, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %24, ptr nonnull @_ZTIi, ptr null) #4
          to label %25 unwind label %26

25:                                               ; preds = %21
  unreachable

26:                                               ; preds = %21
  %27 = cleanuppad within none []
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 7) [ "funclet"(token %27) ]
  cleanupret from %27 unwind label %29

29:                                               ; preds = %26
  %30 = catchswitch within none [label %31] unwind to caller

31:                                               ; preds = %29
  %32 = catchpad within %30 [ptr @_ZTIi]
  %33 = tail call ptr @llvm.wasm.get.exception(token %32)
  %34 = tail call i32 @llvm.wasm.get.ehselector(token %32)
  %35 = icmp eq i32 %34, %13
  br i1 %35, label %36, label %40

36:                                               ; preds = %31
  %37 = call ptr @__cxa_begin_catch(ptr %33) #6 [ "funclet"(token %32) ]
  %38 = load i32, ptr %37, align 4, !tbaa !2
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %38) [ "funclet"(token %32) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %32) ]
  catchret from %32 to label %41

40:                                               ; preds = %31
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %32) ]
  unreachable

41:                                               ; preds = %36
  %42 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3)
  %45 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  ret i32 0
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { noreturn }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
