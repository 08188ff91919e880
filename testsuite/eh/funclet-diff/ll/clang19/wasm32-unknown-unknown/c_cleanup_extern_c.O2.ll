; ModuleID = 'c_cleanup_extern_c.cpp'
source_filename = "c_cleanup_extern_c.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"cleanup %d\0A\00", align 1
@str = private unnamed_addr constant [5 x i8] c"~Obj\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress
define hidden void @c_thrower(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_wasm_personality_v0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 99, ptr %4, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIi, ptr null) #6
          to label %20 unwind label %17

5:                                                ; preds = %1
  %6 = add nsw i32 %0, 100
  %7 = add nsw i32 %0, -1
  %8 = add nsw i32 %0, 999
  invoke void @c_thrower(i32 noundef %7)
          to label %13 unwind label %9

9:                                                ; preds = %5
  %10 = cleanuppad within none []
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8) [ "funclet"(token %10) ]
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %6) [ "funclet"(token %10) ]
  cleanupret from %10 unwind label %17

13:                                               ; preds = %5
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %6)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %0)
  ret void

17:                                               ; preds = %3, %9
  %18 = cleanuppad within none []
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %0) [ "funclet"(token %18) ]
  cleanupret from %18 unwind to caller

20:                                               ; preds = %3
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress
define hidden void @c_middle(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_wasm_personality_v0 {
  %2 = add nsw i32 %0, 1000
  invoke void @c_thrower(i32 noundef %0)
          to label %3 unwind label %5

3:                                                ; preds = %1
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %2)
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %2) [ "funclet"(token %6) ]
  cleanupret from %6 unwind to caller
}

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #1 personality ptr @__gxx_wasm_personality_v0 {
  invoke fastcc void @_ZL9cpp_framev()
          to label %14 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind to caller

3:                                                ; preds = %1
  %4 = catchpad within %2 [ptr @_ZTIi]
  %5 = tail call ptr @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = call ptr @__cxa_begin_catch(ptr %5) #8 [ "funclet"(token %4) ]
  %11 = load i32, ptr %10, align 4, !tbaa !2
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %11) [ "funclet"(token %4) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %4) ]
  catchret from %4 to label %14

13:                                               ; preds = %3
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %4) ]
  unreachable

14:                                               ; preds = %0, %9
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL9cpp_framev() unnamed_addr #2 personality ptr @__gxx_wasm_personality_v0 {
  invoke void @c_thrower(i32 noundef 2)
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
