; ModuleID = 'bad_alloc_huge_new.cpp'
source_filename = "bad_alloc_huge_new.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@g_keep = hidden global ptr null, align 4
@_ZTISt9bad_alloc = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"bad_alloc: %s\0A\00", align 1
@_ZTISt9exception = external constant ptr
@.str.1 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@str = private unnamed_addr constant [10 x i8] c"allocated\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  tail call fastcc void @_ZL4grabm(i32 noundef 16)
  invoke fastcc void @_ZL4grabm(i32 noundef -2147483648)
          to label %17 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind to caller

3:                                                ; preds = %1
  %4 = catchpad within %2 [ptr @_ZTISt9bad_alloc]
  %5 = tail call ptr @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #9
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %16

9:                                                ; preds = %3
  %10 = call ptr @__cxa_begin_catch(ptr %5) #9 [ "funclet"(token %4) ]
  %11 = load ptr, ptr %10, align 4, !tbaa !2
  %12 = getelementptr inbounds i8, ptr %11, i32 8
  %13 = load ptr, ptr %12, align 4
  %14 = call noundef ptr %13(ptr noundef nonnull align 4 dereferenceable(4) %10) #9 [ "funclet"(token %4) ]
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %14) [ "funclet"(token %4) ]
  call void @__cxa_end_catch() [ "funclet"(token %4) ]
  catchret from %4 to label %17

16:                                               ; preds = %3
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %4) ]
  unreachable

17:                                               ; preds = %0, %9
  invoke fastcc void @_ZL4grabm(i32 noundef -2147483584)
          to label %34 unwind label %18

18:                                               ; preds = %17
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @_ZTISt9exception]
  %22 = tail call ptr @llvm.wasm.get.exception(token %21)
  %23 = tail call i32 @llvm.wasm.get.ehselector(token %21)
  %24 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #9
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %33

26:                                               ; preds = %20
  %27 = call ptr @__cxa_begin_catch(ptr %22) #9 [ "funclet"(token %21) ]
  %28 = load ptr, ptr %27, align 4, !tbaa !2
  %29 = getelementptr inbounds i8, ptr %28, i32 8
  %30 = load ptr, ptr %29, align 4
  %31 = call noundef ptr %30(ptr noundef nonnull align 4 dereferenceable(4) %27) #9 [ "funclet"(token %21) ]
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %31) [ "funclet"(token %21) ]
  call void @__cxa_end_catch() [ "funclet"(token %21) ]
  catchret from %21 to label %34

33:                                               ; preds = %20
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %21) ]
  unreachable

34:                                               ; preds = %17, %26
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL4grabm(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call noalias noundef nonnull ptr @_Znwm(i32 noundef %0) #10
  store volatile ptr %2, ptr @g_keep, align 4, !tbaa !5
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %4 = load volatile ptr, ptr @g_keep, align 4, !tbaa !5
  tail call void @_ZdlPv(ptr noundef %4) #9
  ret void
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i32 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { allocsize(0) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !4, i64 0}
