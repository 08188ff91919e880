; ModuleID = 'dynspec_bad_exception.cpp'
source_filename = "dynspec_bad_exception.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"class.std::bad_exception" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }
%struct.B = type { i32 }

$_ZN1BD2Ev = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 8
@_ZTISt13bad_exception = external constant i8*
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0) }, comdat, align 8
@.str.1 = private unnamed_addr constant [26 x i8] c"caught bad_exception: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"~B(%d)\0A\00", align 1
@str = private unnamed_addr constant [9 x i8] c"never: B\00", align 1
@str.6 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.7 = private unnamed_addr constant [9 x i8] c"never: A\00", align 1
@str.8 = private unnamed_addr constant [28 x i8] c"unexpected handler: rethrow\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = tail call noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef nonnull @_ZL15rethrow_handlerv) #8
  invoke fastcc void @_ZL4speci()
          to label %12 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)
          catch i8* bitcast (i8** @_ZTISt13bad_exception to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %4 = extractvalue { i8*, i32 } %3, 0
  %5 = extractvalue { i8*, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #8
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = tail call i8* @__cxa_begin_catch(i8* %4) #8
  %10 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.7, i64 0, i64 0))
  br label %11

11:                                               ; preds = %29, %17, %8
  tail call void @__cxa_end_catch()
  br label %12

12:                                               ; preds = %11, %0
  %13 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.6, i64 0, i64 0))
  ret i32 0

14:                                               ; preds = %2
  %15 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt13bad_exception to i8*)) #8
  %16 = icmp eq i32 %5, %15
  br i1 %16, label %17, label %26

17:                                               ; preds = %14
  %18 = tail call i8* @__cxa_begin_catch(i8* %4) #8
  %19 = bitcast i8* %18 to %"class.std::bad_exception"*
  %20 = bitcast i8* %18 to i8* (%"class.std::bad_exception"*)***
  %21 = load i8* (%"class.std::bad_exception"*)**, i8* (%"class.std::bad_exception"*)*** %20, align 8, !tbaa !5
  %22 = getelementptr inbounds i8* (%"class.std::bad_exception"*)*, i8* (%"class.std::bad_exception"*)** %21, i64 2
  %23 = load i8* (%"class.std::bad_exception"*)*, i8* (%"class.std::bad_exception"*)** %22, align 8
  %24 = tail call noundef i8* %23(%"class.std::bad_exception"* noundef nonnull align 8 dereferenceable(8) %19) #8
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i8* noundef %24)
  br label %11

26:                                               ; preds = %14
  %27 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #8
  %28 = icmp eq i32 %5, %27
  br i1 %28, label %29, label %32

29:                                               ; preds = %26
  %30 = tail call i8* @__cxa_begin_catch(i8* %4) #8
  %31 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str, i64 0, i64 0))
  br label %11

32:                                               ; preds = %26
  resume { i8*, i32 } %3
}

; Function Attrs: nounwind
declare noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress norecurse noreturn uwtable
define internal void @_ZL15rethrow_handlerv() #2 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @str.8, i64 0, i64 0))
  tail call void @__cxa_rethrow() #9
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL4speci() unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i64 4) #8
  %2 = bitcast i8* %1 to i32*
  store i32 5, i32* %2, align 16, !tbaa !8
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD2Ev to i8*)) #9
          to label %10 unwind label %3

3:                                                ; preds = %0
  %4 = landingpad { i8*, i32 }
          filter [2 x i8*] [i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (i8** @_ZTISt13bad_exception to i8*)]
  %5 = extractvalue { i8*, i32 } %4, 1
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = extractvalue { i8*, i32 } %4, 0
  tail call void @__cxa_call_unexpected(i8* %8) #9
  unreachable

9:                                                ; preds = %3
  resume { i8*, i32 } %4

10:                                               ; preds = %0
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.B, %struct.B* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !8
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i32 noundef %3)
  ret void
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_call_unexpected(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !10, i64 0}
!9 = !{!"_ZTS1B", !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !7, i64 0}
