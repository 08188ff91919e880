; ModuleID = 'bad_array_new_length.cpp'
source_filename = "bad_array_new_length.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }
%"class.std::bad_array_new_length" = type { %"class.std::bad_alloc" }

@g_keep = hidden global i32* null, align 4
@_ZTISt9bad_alloc = external constant i8*
@.str = private unnamed_addr constant [20 x i8] c"negative count: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"fewer than the initialisers: %s\0A\00", align 1
@_ZTISt20bad_array_new_length = external constant i8*
@.str.2 = private unnamed_addr constant [12 x i8] c"direct: %s\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.3 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"made %d ints\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"made %d listed ints, last %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  tail call fastcc void @_ZL9make_intsi(i32 noundef 4)
  tail call fastcc void @_ZL11make_listedi(i32 noundef 4)
  invoke fastcc void @_ZL9make_intsi(i32 noundef -1)
          to label %19 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind to caller

3:                                                ; preds = %1
  %4 = catchpad within %2 [i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)]
  %5 = tail call i8* @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)) #2
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %18

9:                                                ; preds = %3
  %10 = call i8* @__cxa_begin_catch(i8* %5) #2 [ "funclet"(token %4) ]
  %11 = bitcast i8* %10 to %"class.std::bad_alloc"*
  %12 = bitcast i8* %10 to i8* (%"class.std::bad_alloc"*)***
  %13 = load i8* (%"class.std::bad_alloc"*)**, i8* (%"class.std::bad_alloc"*)*** %12, align 4, !tbaa !2
  %14 = getelementptr inbounds i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %13, i32 2
  %15 = load i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %14, align 4
  %16 = call noundef i8* %15(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(4) %11) #2 [ "funclet"(token %4) ]
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i32 0, i32 0), i8* noundef %16) [ "funclet"(token %4) ]
  call void @__cxa_end_catch() [ "funclet"(token %4) ]
  catchret from %4 to label %19

18:                                               ; preds = %3
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %4) ]
  unreachable

19:                                               ; preds = %0, %9
  invoke fastcc void @_ZL11make_listedi(i32 noundef 2)
          to label %38 unwind label %20

20:                                               ; preds = %19
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)]
  %24 = tail call i8* @llvm.wasm.get.exception(token %23)
  %25 = tail call i32 @llvm.wasm.get.ehselector(token %23)
  %26 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)) #2
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %37

28:                                               ; preds = %22
  %29 = call i8* @__cxa_begin_catch(i8* %24) #2 [ "funclet"(token %23) ]
  %30 = bitcast i8* %29 to %"class.std::bad_alloc"*
  %31 = bitcast i8* %29 to i8* (%"class.std::bad_alloc"*)***
  %32 = load i8* (%"class.std::bad_alloc"*)**, i8* (%"class.std::bad_alloc"*)*** %31, align 4, !tbaa !2
  %33 = getelementptr inbounds i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %32, i32 2
  %34 = load i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %33, align 4
  %35 = call noundef i8* %34(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(4) %30) #2 [ "funclet"(token %23) ]
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.1, i32 0, i32 0), i8* noundef %35) [ "funclet"(token %23) ]
  call void @__cxa_end_catch() [ "funclet"(token %23) ]
  catchret from %23 to label %38

37:                                               ; preds = %22
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %23) ]
  unreachable

38:                                               ; preds = %19, %28
  invoke void @__cxa_throw_bad_array_new_length() #5
          to label %78 unwind label %39

39:                                               ; preds = %38
  %40 = catchswitch within none [label %41] unwind to caller

41:                                               ; preds = %39
  %42 = catchpad within %40 [i8* bitcast (i8** @_ZTISt20bad_array_new_length to i8*)]
  %43 = tail call i8* @llvm.wasm.get.exception(token %42)
  %44 = tail call i32 @llvm.wasm.get.ehselector(token %42)
  %45 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt20bad_array_new_length to i8*)) #2
  %46 = icmp eq i32 %44, %45
  br i1 %46, label %47, label %56

47:                                               ; preds = %41
  %48 = call i8* @__cxa_begin_catch(i8* %43) #2 [ "funclet"(token %42) ]
  %49 = bitcast i8* %48 to %"class.std::bad_array_new_length"*
  %50 = bitcast i8* %48 to i8* (%"class.std::bad_array_new_length"*)***
  %51 = load i8* (%"class.std::bad_array_new_length"*)**, i8* (%"class.std::bad_array_new_length"*)*** %50, align 4, !tbaa !2
  %52 = getelementptr inbounds i8* (%"class.std::bad_array_new_length"*)*, i8* (%"class.std::bad_array_new_length"*)** %51, i32 2
  %53 = load i8* (%"class.std::bad_array_new_length"*)*, i8* (%"class.std::bad_array_new_length"*)** %52, align 4
  %54 = call noundef i8* %53(%"class.std::bad_array_new_length"* noundef nonnull align 4 dereferenceable(4) %49) #2 [ "funclet"(token %42) ]
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i8* noundef %54) [ "funclet"(token %42) ]
  call void @__cxa_end_catch() [ "funclet"(token %42) ]
  catchret from %42 to label %57

56:                                               ; preds = %41
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %42) ]
  unreachable

57:                                               ; preds = %47
  invoke void @__cxa_throw_bad_array_new_length() #5
          to label %77 unwind label %58

58:                                               ; preds = %57
  %59 = catchswitch within none [label %60] unwind to caller

60:                                               ; preds = %58
  %61 = catchpad within %59 [i8* bitcast (i8** @_ZTISt9exception to i8*)]
  %62 = tail call i8* @llvm.wasm.get.exception(token %61)
  %63 = tail call i32 @llvm.wasm.get.ehselector(token %61)
  %64 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #2
  %65 = icmp eq i32 %63, %64
  br i1 %65, label %66, label %75

66:                                               ; preds = %60
  %67 = call i8* @__cxa_begin_catch(i8* %62) #2 [ "funclet"(token %61) ]
  %68 = bitcast i8* %67 to %"class.std::exception"*
  %69 = bitcast i8* %67 to i8* (%"class.std::exception"*)***
  %70 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %69, align 4, !tbaa !2
  %71 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %70, i32 2
  %72 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %71, align 4
  %73 = call noundef i8* %72(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %68) #2 [ "funclet"(token %61) ]
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i8* noundef %73) [ "funclet"(token %61) ]
  call void @__cxa_end_catch() [ "funclet"(token %61) ]
  catchret from %61 to label %76

75:                                               ; preds = %60
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %61) ]
  unreachable

76:                                               ; preds = %66
  ret i32 0

77:                                               ; preds = %57
  unreachable

78:                                               ; preds = %38
  unreachable
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL9make_intsi(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %0, i32 4)
  %3 = extractvalue { i32, i1 } %2, 1
  %4 = extractvalue { i32, i1 } %2, 0
  %5 = select i1 %3, i32 -1, i32 %4
  %6 = tail call noalias noundef nonnull i8* @_Znam(i32 noundef %5) #11
  %7 = bitcast i8* %6 to i32*
  store volatile i32* %7, i32** @g_keep, align 4, !tbaa !5
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i32 0, i32 0), i32 noundef %0)
  %9 = load volatile i32*, i32** @g_keep, align 4, !tbaa !5
  %10 = icmp eq i32* %9, null
  br i1 %10, label %13, label %11

11:                                               ; preds = %1
  %12 = bitcast i32* %9 to i8*
  tail call void @_ZdaPv(i8* noundef %12) #12
  br label %13

13:                                               ; preds = %11, %1
  ret void
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL11make_listedi(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp ult i32 %0, 3
  %3 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %0, i32 4)
  %4 = extractvalue { i32, i1 } %3, 1
  %5 = or i1 %2, %4
  %6 = extractvalue { i32, i1 } %3, 0
  %7 = select i1 %5, i32 -1, i32 %6
  %8 = tail call noalias noundef nonnull i8* @_Znam(i32 noundef %7) #11
  %9 = bitcast i8* %8 to i32*
  store i32 1, i32* %9, align 4, !tbaa !8
  %10 = getelementptr inbounds i32, i32* %9, i32 1
  store i32 2, i32* %10, align 4, !tbaa !8
  %11 = getelementptr inbounds i32, i32* %9, i32 2
  store i32 3, i32* %11, align 4, !tbaa !8
  %12 = getelementptr inbounds i32, i32* %9, i32 3
  %13 = add i32 %7, -12
  %14 = bitcast i32* %12 to i8*
  tail call void @llvm.memset.p0i8.i32(i8* nonnull align 4 %14, i8 0, i32 %13, i1 false)
  store volatile i32* %9, i32** @g_keep, align 4, !tbaa !5
  %15 = load volatile i32*, i32** @g_keep, align 4, !tbaa !5
  %16 = add nsw i32 %0, -1
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4, !tbaa !8
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.5, i32 0, i32 0), i32 noundef %0, i32 noundef %18)
  %20 = load volatile i32*, i32** @g_keep, align 4, !tbaa !5
  %21 = icmp eq i32* %20, null
  br i1 %21, label %24, label %22

22:                                               ; preds = %1
  %23 = bitcast i32* %20 to i8*
  tail call void @_ZdaPv(i8* noundef %23) #12
  br label %24

24:                                               ; preds = %22, %1
  ret void
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

; Function Attrs: noreturn
declare void @__cxa_throw_bad_array_new_length() local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #7

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i32 noundef) local_unnamed_addr #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) local_unnamed_addr #9

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #10

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !4, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !7, i64 0}
