; longjmp over C++ frames on x86_64 Linux (SPEC.md X-SJLJ-4): no destructor of a
; popped frame runs; out of a catch handler the exception stays caught (throw;
; rethrows it, current_exception has it); out of a destructor running in a
; cleanup landing pad the exception in flight is abandoned (still counted by
; uncaught_exceptions).  Expected output: the native x86_64 binary of
; Inputs/setjmp-cxx.cpp (clang++-19 -O0; the same at -O2); this IR: clang++-14 -O2.
; RUN: sh -c '%ehi run %s; echo "status $?"' | FileCheck %s
; RUN: %ehi run --trace %s 2>&1 >/dev/null | FileCheck --check-prefix=TRACE %s
; CHECK: setjmp 0 uncaught 0 current no
; CHECK-NEXT: setjmp 1 uncaught 0 current no
; CHECK-NEXT: caught 5
; CHECK-NEXT: setjmp 2 uncaught 0 current yes
; CHECK-NEXT: rethrown 5
; CHECK-NEXT: after rethrow: current yes
; CHECK-NEXT: ~Noisy 2
; CHECK-NEXT: ~Jumper jumps (uncaught 1)
; CHECK-NEXT: setjmp 3 uncaught 1 current yes
; CHECK-NEXT: later throw 9 caught, uncaught 1
; CHECK-NEXT: status 0
; TRACE: [eh] landing #2 frame 0 from_cleanup(): cleanup selector 0
; TRACE-NEXT: [eh] abandon #2 frame 0 from_cleanup() (longjmp out of its landing pad)

; ModuleID = 'cxx.cpp'
source_filename = "cxx.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%"class.std::__exception_ptr::exception_ptr" = type { i8* }

@_ZL3env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@.str = private unnamed_addr constant [34 x i8] c"setjmp %d uncaught %d current %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"yes\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"no\00", align 1
@_ZTIi = external constant i8*
@.str.3 = private unnamed_addr constant [13 x i8] c"rethrown %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"after rethrow: current %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"not reached %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"later throw %d caught, uncaught %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"~Noisy %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [29 x i8] c"~Jumper jumps (uncaught %d)\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @_ZL3env, i64 0, i64 0)) #9
  %4 = call noundef i32 @_ZSt19uncaught_exceptionsv() #10
  %5 = bitcast %"class.std::__exception_ptr::exception_ptr"* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #11
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* nonnull sret(%"class.std::__exception_ptr::exception_ptr") align 8 %1) #11
  %6 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %1, i64 0, i32 0
  %7 = load i8*, i8** %6, align 8, !tbaa !5
  %8 = icmp eq i8* %7, null
  %9 = select i1 %8, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0)
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str, i64 0, i64 0), i32 noundef %3, i32 noundef %4, i8* noundef %9)
  %11 = load i8*, i8** %6, align 8, !tbaa !5
  %12 = icmp eq i8* %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %0
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %1) #11
  br label %14

14:                                               ; preds = %0, %13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #11
  switch i32 %3, label %65 [
    i32 0, label %15
    i32 1, label %16
    i32 2, label %33
  ]

15:                                               ; preds = %14
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @_ZL3env, i64 0, i64 0), i32 noundef 1) #12
  unreachable

16:                                               ; preds = %14
  %17 = call i8* @__cxa_allocate_exception(i64 4) #11
  %18 = bitcast i8* %17 to i32*
  store i32 5, i32* %18, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
          to label %32 unwind label %19

19:                                               ; preds = %16
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %21 = extractvalue { i8*, i32 } %20, 1
  %22 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #11
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %19
  %25 = extractvalue { i8*, i32 } %20, 0
  %26 = call i8* @__cxa_begin_catch(i8* %25) #11
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4, !tbaa !10
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), i32 noundef %28)
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @_ZL3env, i64 0, i64 0), i32 noundef 2) #12
  unreachable

30:                                               ; preds = %34, %55, %68, %19
  %31 = phi { i8*, i32 } [ %20, %19 ], [ %69, %68 ], [ %56, %55 ], [ %35, %34 ]
  resume { i8*, i32 } %31

32:                                               ; preds = %16
  unreachable

33:                                               ; preds = %14
  invoke void @__cxa_rethrow() #13
          to label %80 unwind label %34

34:                                               ; preds = %33
  %35 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %36 = extractvalue { i8*, i32 } %35, 1
  %37 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #11
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %30

39:                                               ; preds = %34
  %40 = extractvalue { i8*, i32 } %35, 0
  %41 = call i8* @__cxa_begin_catch(i8* %40) #11
  %42 = bitcast i8* %41 to i32*
  %43 = load i32, i32* %42, align 4, !tbaa !10
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef %43)
  call void @__cxa_end_catch() #11
  %45 = bitcast %"class.std::__exception_ptr::exception_ptr"* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %45) #11
  call void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* nonnull sret(%"class.std::__exception_ptr::exception_ptr") align 8 %2) #11
  %46 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", %"class.std::__exception_ptr::exception_ptr"* %2, i64 0, i32 0
  %47 = load i8*, i8** %46, align 8, !tbaa !5
  %48 = icmp eq i8* %47, null
  %49 = select i1 %48, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0)
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i64 0, i64 0), i8* noundef %49)
  %51 = load i8*, i8** %46, align 8, !tbaa !5
  %52 = icmp eq i8* %51, null
  br i1 %52, label %54, label %53

53:                                               ; preds = %39
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8) %2) #11
  br label %54

54:                                               ; preds = %39, %53
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %45) #11
  invoke fastcc void @_ZL12from_cleanupv()
          to label %65 unwind label %55

55:                                               ; preds = %54
  %56 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %57 = extractvalue { i8*, i32 } %56, 1
  %58 = icmp eq i32 %57, %36
  br i1 %58, label %59, label %30

59:                                               ; preds = %55
  %60 = extractvalue { i8*, i32 } %56, 0
  %61 = call i8* @__cxa_begin_catch(i8* %60) #11
  %62 = bitcast i8* %61 to i32*
  %63 = load i32, i32* %62, align 4, !tbaa !10
  %64 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef %63)
  call void @__cxa_end_catch() #11
  br label %65

65:                                               ; preds = %14, %59, %54
  %66 = call i8* @__cxa_allocate_exception(i64 4) #11
  %67 = bitcast i8* %66 to i32*
  store i32 9, i32* %67, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %66, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
          to label %80 unwind label %68

68:                                               ; preds = %65
  %69 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %70 = extractvalue { i8*, i32 } %69, 1
  %71 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #11
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %73, label %30

73:                                               ; preds = %68
  %74 = extractvalue { i8*, i32 } %69, 0
  %75 = call i8* @__cxa_begin_catch(i8* %74) #11
  %76 = bitcast i8* %75 to i32*
  %77 = load i32, i32* %76, align 4, !tbaa !10
  %78 = call noundef i32 @_ZSt19uncaught_exceptionsv() #10
  %79 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.6, i64 0, i64 0), i32 noundef %77, i32 noundef %78)
  call void @__cxa_end_catch() #11
  ret i32 0

80:                                               ; preds = %65, %33
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind readonly willreturn
declare noundef i32 @_ZSt19uncaught_exceptionsv() local_unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(%"class.std::__exception_ptr::exception_ptr"* sret(%"class.std::__exception_ptr::exception_ptr") align 8) local_unnamed_addr #5

declare i32 @__gxx_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: norecurse noreturn uwtable
define internal fastcc void @_ZL12from_cleanupv() unnamed_addr #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i64 4) #11
  %2 = bitcast i8* %1 to i32*
  store i32 7, i32* %2, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #13
          to label %8 unwind label %3

3:                                                ; preds = %0
  %4 = landingpad { i8*, i32 }
          cleanup
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.8, i64 0, i64 0), i32 noundef 2) #11
  %6 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #10
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.9, i64 0, i64 0), i32 noundef %6) #11
  tail call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @_ZL3env, i64 0, i64 0), i32 noundef 3) #12
  unreachable

8:                                                ; preds = %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(%"class.std::__exception_ptr::exception_ptr"* noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) local_unnamed_addr #8

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind returns_twice "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone }
attributes #7 = { norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind returns_twice }
attributes #10 = { nounwind readonly willreturn }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
