; ModuleID = 'bad_array_new_length.cpp'
source_filename = "bad_array_new_length.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@g_keep = hidden global ptr null, align 4
@_ZTISt9bad_alloc = external constant ptr
@.str = private unnamed_addr constant [20 x i8] c"negative count: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"fewer than the initialisers: %s\0A\00", align 1
@_ZTISt20bad_array_new_length = external constant ptr
@.str.2 = private unnamed_addr constant [12 x i8] c"direct: %s\0A\00", align 1
@_ZTISt9exception = external constant ptr
@.str.3 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"made %d ints\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"made %d listed ints, last %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  tail call fastcc void @_ZL9make_intsi(i32 noundef 4)
  tail call fastcc void @_ZL11make_listedi(i32 noundef 4)
  invoke fastcc void @_ZL9make_intsi(i32 noundef -1)
          to label %17 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind to caller

3:                                                ; preds = %1
  %4 = catchpad within %2 [ptr @_ZTISt9bad_alloc]
  %5 = tail call ptr @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #10
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %16

9:                                                ; preds = %3
  %10 = call ptr @__cxa_begin_catch(ptr %5) #10 [ "funclet"(token %4) ]
  %11 = load ptr, ptr %10, align 4, !tbaa !2
  %12 = getelementptr inbounds i8, ptr %11, i32 8
  %13 = load ptr, ptr %12, align 4
  %14 = call noundef ptr %13(ptr noundef nonnull align 4 dereferenceable(4) %10) #10 [ "funclet"(token %4) ]
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %14) [ "funclet"(token %4) ]
  call void @__cxa_end_catch() [ "funclet"(token %4) ]
  catchret from %4 to label %17

16:                                               ; preds = %3
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %4) ]
  unreachable

17:                                               ; preds = %0, %9
  invoke fastcc void @_ZL11make_listedi(i32 noundef 2)
          to label %34 unwind label %18

18:                                               ; preds = %17
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @_ZTISt9bad_alloc]
  %22 = tail call ptr @llvm.wasm.get.exception(token %21)
  %23 = tail call i32 @llvm.wasm.get.ehselector(token %21)
  %24 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #10
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %33

26:                                               ; preds = %20
  %27 = call ptr @__cxa_begin_catch(ptr %22) #10 [ "funclet"(token %21) ]
  %28 = load ptr, ptr %27, align 4, !tbaa !2
  %29 = getelementptr inbounds i8, ptr %28, i32 8
  %30 = load ptr, ptr %29, align 4
  %31 = call noundef ptr %30(ptr noundef nonnull align 4 dereferenceable(4) %27) #10 [ "funclet"(token %21) ]
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %31) [ "funclet"(token %21) ]
  call void @__cxa_end_catch() [ "funclet"(token %21) ]
  catchret from %21 to label %34

33:                                               ; preds = %20
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %21) ]
  unreachable

34:                                               ; preds = %17, %26
  invoke void @__cxa_throw_bad_array_new_length() #5
          to label %70 unwind label %35

35:                                               ; preds = %34
  %36 = catchswitch within none [label %37] unwind to caller

37:                                               ; preds = %35
  %38 = catchpad within %36 [ptr @_ZTISt20bad_array_new_length]
  %39 = tail call ptr @llvm.wasm.get.exception(token %38)
  %40 = tail call i32 @llvm.wasm.get.ehselector(token %38)
  %41 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt20bad_array_new_length) #10
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %50

43:                                               ; preds = %37
  %44 = call ptr @__cxa_begin_catch(ptr %39) #10 [ "funclet"(token %38) ]
  %45 = load ptr, ptr %44, align 4, !tbaa !2
  %46 = getelementptr inbounds i8, ptr %45, i32 8
  %47 = load ptr, ptr %46, align 4
  %48 = call noundef ptr %47(ptr noundef nonnull align 4 dereferenceable(4) %44) #10 [ "funclet"(token %38) ]
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %48) [ "funclet"(token %38) ]
  call void @__cxa_end_catch() [ "funclet"(token %38) ]
  catchret from %38 to label %51

50:                                               ; preds = %37
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %38) ]
  unreachable

51:                                               ; preds = %43
  invoke void @__cxa_throw_bad_array_new_length() #5
          to label %69 unwind label %52

52:                                               ; preds = %51
  %53 = catchswitch within none [label %54] unwind to caller

54:                                               ; preds = %52
  %55 = catchpad within %53 [ptr @_ZTISt9exception]
  %56 = tail call ptr @llvm.wasm.get.exception(token %55)
  %57 = tail call i32 @llvm.wasm.get.ehselector(token %55)
  %58 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #10
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %67

60:                                               ; preds = %54
  %61 = call ptr @__cxa_begin_catch(ptr %56) #10 [ "funclet"(token %55) ]
  %62 = load ptr, ptr %61, align 4, !tbaa !2
  %63 = getelementptr inbounds i8, ptr %62, i32 8
  %64 = load ptr, ptr %63, align 4
  %65 = call noundef ptr %64(ptr noundef nonnull align 4 dereferenceable(4) %61) #10 [ "funclet"(token %55) ]
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %65) [ "funclet"(token %55) ]
  call void @__cxa_end_catch() [ "funclet"(token %55) ]
  catchret from %55 to label %68

67:                                               ; preds = %54
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %55) ]
  unreachable

68:                                               ; preds = %60
  ret i32 0

69:                                               ; preds = %51
  unreachable

70:                                               ; preds = %34
  unreachable
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL9make_intsi(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp ugt i32 %0, 1073741823
  %3 = shl nuw i32 %0, 2
  %4 = select i1 %2, i32 -1, i32 %3
  %5 = tail call noalias noundef nonnull ptr @_Znam(i32 noundef %4) #11
  store volatile ptr %5, ptr @g_keep, align 4, !tbaa !5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %0)
  %7 = load volatile ptr, ptr @g_keep, align 4, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %10, label %9

9:                                                ; preds = %1
  tail call void @_ZdaPv(ptr noundef nonnull %7) #12
  br label %10

10:                                               ; preds = %9, %1
  ret void
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL11make_listedi(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp ult i32 %0, 3
  %3 = shl i32 %0, 2
  %4 = select i1 %2, i32 -1, i32 %3
  %5 = tail call noalias noundef nonnull ptr @_Znam(i32 noundef %4) #11
  store i32 1, ptr %5, align 4, !tbaa !8
  %6 = getelementptr inbounds i8, ptr %5, i32 4
  store i32 2, ptr %6, align 4, !tbaa !8
  %7 = getelementptr inbounds i8, ptr %5, i32 8
  store i32 3, ptr %7, align 4, !tbaa !8
  %8 = getelementptr inbounds i8, ptr %5, i32 12
  %9 = add nsw i32 %4, -12
  tail call void @llvm.memset.p0.i32(ptr nonnull align 4 %8, i8 0, i32 %9, i1 false)
  store volatile ptr %5, ptr @g_keep, align 4, !tbaa !5
  %10 = load volatile ptr, ptr @g_keep, align 4, !tbaa !5
  %11 = getelementptr i32, ptr %10, i32 %0
  %12 = getelementptr i8, ptr %11, i32 -4
  %13 = load i32, ptr %12, align 4, !tbaa !8
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %0, i32 noundef %13)
  %15 = load volatile ptr, ptr @g_keep, align 4, !tbaa !5
  %16 = icmp eq ptr %15, null
  br i1 %16, label %18, label %17

17:                                               ; preds = %1
  tail call void @_ZdaPv(ptr noundef nonnull %15) #12
  br label %18

18:                                               ; preds = %17, %1
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

; Function Attrs: noreturn
declare void @__cxa_throw_bad_array_new_length() local_unnamed_addr #6

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i32 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #9

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !7, i64 0}
