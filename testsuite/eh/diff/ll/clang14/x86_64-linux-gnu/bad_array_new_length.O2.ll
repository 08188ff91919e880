; ModuleID = 'bad_array_new_length.cpp'
source_filename = "bad_array_new_length.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }
%"class.std::bad_array_new_length" = type { %"class.std::bad_alloc" }

@g_keep = dso_local global i32* null, align 8
@_ZTISt9bad_alloc = external constant i8*
@.str = private unnamed_addr constant [20 x i8] c"negative count: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"fewer than the initialisers: %s\0A\00", align 1
@_ZTISt20bad_array_new_length = external constant i8*
@.str.2 = private unnamed_addr constant [12 x i8] c"direct: %s\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.3 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"made %d ints\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"made %d listed ints, last %d\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  tail call fastcc void @_ZL9make_intsi(i32 noundef 4)
  tail call fastcc void @_ZL11make_listedi(i32 noundef 4)
  invoke fastcc void @_ZL9make_intsi(i32 noundef -1)
          to label %16 unwind label %1

1:                                                ; preds = %0
  %2 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)
  %3 = extractvalue { i8*, i32 } %2, 1
  %4 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)) #9
  %5 = icmp eq i32 %3, %4
  br i1 %5, label %6, label %65

6:                                                ; preds = %1
  %7 = extractvalue { i8*, i32 } %2, 0
  %8 = tail call i8* @__cxa_begin_catch(i8* %7) #9
  %9 = bitcast i8* %8 to %"class.std::bad_alloc"*
  %10 = bitcast i8* %8 to i8* (%"class.std::bad_alloc"*)***
  %11 = load i8* (%"class.std::bad_alloc"*)**, i8* (%"class.std::bad_alloc"*)*** %10, align 8, !tbaa !5
  %12 = getelementptr inbounds i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %11, i64 2
  %13 = load i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %12, align 8
  %14 = tail call noundef i8* %13(%"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8) %9) #9
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i8* noundef %14)
  tail call void @__cxa_end_catch()
  br label %16

16:                                               ; preds = %0, %6
  invoke fastcc void @_ZL11make_listedi(i32 noundef 2)
          to label %32 unwind label %17

17:                                               ; preds = %16
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)
  %19 = extractvalue { i8*, i32 } %18, 1
  %20 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)) #9
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %65

22:                                               ; preds = %17
  %23 = extractvalue { i8*, i32 } %18, 0
  %24 = tail call i8* @__cxa_begin_catch(i8* %23) #9
  %25 = bitcast i8* %24 to %"class.std::bad_alloc"*
  %26 = bitcast i8* %24 to i8* (%"class.std::bad_alloc"*)***
  %27 = load i8* (%"class.std::bad_alloc"*)**, i8* (%"class.std::bad_alloc"*)*** %26, align 8, !tbaa !5
  %28 = getelementptr inbounds i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %27, i64 2
  %29 = load i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %28, align 8
  %30 = tail call noundef i8* %29(%"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8) %25) #9
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.1, i64 0, i64 0), i8* noundef %30)
  tail call void @__cxa_end_catch()
  br label %32

32:                                               ; preds = %16, %22
  invoke void @__cxa_throw_bad_array_new_length() #10
          to label %33 unwind label %34

33:                                               ; preds = %32
  unreachable

34:                                               ; preds = %32
  %35 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt20bad_array_new_length to i8*)
  %36 = extractvalue { i8*, i32 } %35, 1
  %37 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt20bad_array_new_length to i8*)) #9
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %65

39:                                               ; preds = %34
  %40 = extractvalue { i8*, i32 } %35, 0
  %41 = tail call i8* @__cxa_begin_catch(i8* %40) #9
  %42 = bitcast i8* %41 to %"class.std::bad_array_new_length"*
  %43 = bitcast i8* %41 to i8* (%"class.std::bad_array_new_length"*)***
  %44 = load i8* (%"class.std::bad_array_new_length"*)**, i8* (%"class.std::bad_array_new_length"*)*** %43, align 8, !tbaa !5
  %45 = getelementptr inbounds i8* (%"class.std::bad_array_new_length"*)*, i8* (%"class.std::bad_array_new_length"*)** %44, i64 2
  %46 = load i8* (%"class.std::bad_array_new_length"*)*, i8* (%"class.std::bad_array_new_length"*)** %45, align 8
  %47 = tail call noundef i8* %46(%"class.std::bad_array_new_length"* noundef nonnull align 8 dereferenceable(8) %42) #9
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i8* noundef %47)
  tail call void @__cxa_end_catch()
  invoke void @__cxa_throw_bad_array_new_length() #10
          to label %49 unwind label %50

49:                                               ; preds = %39
  unreachable

50:                                               ; preds = %39
  %51 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %52 = extractvalue { i8*, i32 } %51, 1
  %53 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #9
  %54 = icmp eq i32 %52, %53
  br i1 %54, label %55, label %65

55:                                               ; preds = %50
  %56 = extractvalue { i8*, i32 } %51, 0
  %57 = tail call i8* @__cxa_begin_catch(i8* %56) #9
  %58 = bitcast i8* %57 to %"class.std::exception"*
  %59 = bitcast i8* %57 to i8* (%"class.std::exception"*)***
  %60 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %59, align 8, !tbaa !5
  %61 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %60, i64 2
  %62 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %61, align 8
  %63 = tail call noundef i8* %62(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %58) #9
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i8* noundef %63)
  tail call void @__cxa_end_catch()
  ret i32 0

65:                                               ; preds = %50, %34, %17, %1
  %66 = phi { i8*, i32 } [ %51, %50 ], [ %35, %34 ], [ %18, %17 ], [ %2, %1 ]
  resume { i8*, i32 } %66
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL9make_intsi(i32 noundef %0) unnamed_addr #1 {
  %2 = sext i32 %0 to i64
  %3 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %2, i64 4)
  %4 = extractvalue { i64, i1 } %3, 1
  %5 = extractvalue { i64, i1 } %3, 0
  %6 = select i1 %4, i64 -1, i64 %5
  %7 = tail call noalias noundef nonnull i8* @_Znam(i64 noundef %6) #11
  %8 = bitcast i8* %7 to i32*
  store volatile i32* %8, i32** @g_keep, align 8, !tbaa !8
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef %0)
  %10 = load volatile i32*, i32** @g_keep, align 8, !tbaa !8
  %11 = icmp eq i32* %10, null
  br i1 %11, label %14, label %12

12:                                               ; preds = %1
  %13 = bitcast i32* %10 to i8*
  tail call void @_ZdaPv(i8* noundef %13) #12
  br label %14

14:                                               ; preds = %12, %1
  ret void
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @_ZL11make_listedi(i32 noundef %0) unnamed_addr #1 {
  %2 = zext i32 %0 to i64
  %3 = icmp ult i32 %0, 3
  %4 = shl nuw nsw i64 %2, 2
  %5 = select i1 %3, i64 -1, i64 %4
  %6 = tail call noalias noundef nonnull i8* @_Znam(i64 noundef %5) #11
  %7 = bitcast i8* %6 to i32*
  store i32 1, i32* %7, align 4, !tbaa !11
  %8 = getelementptr inbounds i32, i32* %7, i64 1
  store i32 2, i32* %8, align 4, !tbaa !11
  %9 = getelementptr inbounds i32, i32* %7, i64 2
  store i32 3, i32* %9, align 4, !tbaa !11
  %10 = getelementptr inbounds i32, i32* %7, i64 3
  %11 = add nsw i64 %5, -12
  %12 = bitcast i32* %10 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 4 %12, i8 0, i64 %11, i1 false)
  store volatile i32* %7, i32** @g_keep, align 8, !tbaa !8
  %13 = load volatile i32*, i32** @g_keep, align 8, !tbaa !8
  %14 = add nsw i32 %0, -1
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, i32* %13, i64 %15
  %17 = load i32, i32* %16, align 4, !tbaa !11
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.5, i64 0, i64 0), i32 noundef %0, i32 noundef %17)
  %19 = load volatile i32*, i32** @g_keep, align 8, !tbaa !8
  %20 = icmp eq i32* %19, null
  br i1 %20, label %23, label %21

21:                                               ; preds = %1
  %22 = bitcast i32* %19 to i8*
  tail call void @_ZdaPv(i8* noundef %22) #12
  br label %23

23:                                               ; preds = %21, %1
  ret void
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @__cxa_throw_bad_array_new_length() local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) local_unnamed_addr #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) local_unnamed_addr #7

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !10, i64 0}
