; ModuleID = 'catch_nullptr.cpp'
source_filename = "catch_nullptr.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

$_ZTSP1S = comdat any

$_ZTS1S = comdat any

$_ZTI1S = comdat any

$_ZTIP1S = comdat any

$_ZTSM1Si = comdat any

$_ZTIM1Si = comdat any

@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP1S = linkonce_odr dso_local constant [4 x i8] c"P1S\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1S = linkonce_odr dso_local constant [3 x i8] c"1S\00", comdat, align 1
@_ZTI1S = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1S, i32 0, i32 0) }, comdat, align 8
@_ZTIP1S = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1S, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 8
@_ZTIDn = external constant i8*
@.str = private unnamed_addr constant [12 x i8] c"S* null=%d\0A\00", align 1
@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global i8*
@_ZTSM1Si = linkonce_odr dso_local constant [5 x i8] c"M1Si\00", comdat, align 1
@_ZTIM1Si = linkonce_odr dso_local constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSM1Si, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 8
@.str.2 = private unnamed_addr constant [18 x i8] c"int S::* null=%d\0A\00", align 1
@_ZTIPKi = external constant i8*
@_ZTIPi = external constant i8*
@.str.4 = private unnamed_addr constant [20 x i8] c"const int* null=%d\0A\00", align 1
@str = private unnamed_addr constant [10 x i8] c"nullptr_t\00", align 1
@str.6 = private unnamed_addr constant [17 x i8] c"wrong: nullptr_t\00", align 1
@str.7 = private unnamed_addr constant [11 x i8] c"wrong: int\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i64 8) #4
  %2 = bitcast i8* %1 to i8**
  store i8* null, i8** %2, align 16, !tbaa !4
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast (i8** @_ZTIDn to i8*), i8* null) #5
          to label %68 unwind label %3

3:                                                ; preds = %0
  %4 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1S to i8*)
  %5 = extractvalue { i8*, i32 } %4, 0
  %6 = extractvalue { i8*, i32 } %4, 1
  %7 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %15

9:                                                ; preds = %3
  %10 = tail call i8* @__cxa_begin_catch(i8* %5) #4
  %11 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str.7, i64 0, i64 0))
  br label %12

12:                                               ; preds = %9, %18
  tail call void @__cxa_end_catch() #4
  %13 = tail call i8* @__cxa_allocate_exception(i64 8) #4
  %14 = bitcast i8* %13 to i8**
  store i8* null, i8** %14, align 16, !tbaa !4
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast (i8** @_ZTIDn to i8*), i8* null) #5
          to label %68 unwind label %23

15:                                               ; preds = %3
  %16 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1S to i8*)) #4
  %17 = icmp eq i32 %6, %16
  br i1 %17, label %18, label %66

18:                                               ; preds = %15
  %19 = tail call i8* @__cxa_begin_catch(i8* %5) #4
  %20 = icmp eq i8* %19, null
  %21 = zext i1 %20 to i32
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %21)
  br label %12

23:                                               ; preds = %12
  %24 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)
  %25 = extractvalue { i8*, i32 } %24, 1
  %26 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)) #4
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %66

28:                                               ; preds = %23
  %29 = extractvalue { i8*, i32 } %24, 0
  %30 = tail call i8* @__cxa_begin_catch(i8* %29) #4
  %31 = bitcast i8* %30 to i64*
  %32 = load i64, i64* %31, align 8, !tbaa !8
  %33 = icmp eq i64 %32, -1
  %34 = zext i1 %33 to i32
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i64 0, i64 0), i32 noundef %34)
  tail call void @__cxa_end_catch() #4
  %36 = tail call i8* @__cxa_allocate_exception(i64 8) #4
  %37 = bitcast i8* %36 to i8**
  store i8* null, i8** %37, align 16, !tbaa !4
  invoke void @__cxa_throw(i8* nonnull %36, i8* bitcast (i8** @_ZTIDn to i8*), i8* null) #5
          to label %68 unwind label %38

38:                                               ; preds = %28
  %39 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIDn to i8*)
  %40 = extractvalue { i8*, i32 } %39, 1
  %41 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIDn to i8*)) #4
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %66

43:                                               ; preds = %38
  %44 = extractvalue { i8*, i32 } %39, 0
  %45 = tail call i8* @__cxa_begin_catch(i8* %44) #4
  %46 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str, i64 0, i64 0))
  tail call void @__cxa_end_catch() #4
  %47 = tail call i8* @__cxa_allocate_exception(i64 8) #4
  %48 = bitcast i8* %47 to i32**
  store i32* null, i32** %48, align 16, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %47, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #5
          to label %68 unwind label %49

49:                                               ; preds = %43
  %50 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIDn to i8*)
          catch i8* bitcast (i8** @_ZTIPKi to i8*)
  %51 = extractvalue { i8*, i32 } %50, 0
  %52 = extractvalue { i8*, i32 } %50, 1
  %53 = icmp eq i32 %52, %40
  br i1 %53, label %54, label %58

54:                                               ; preds = %49
  %55 = tail call i8* @__cxa_begin_catch(i8* %51) #4
  %56 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @str.6, i64 0, i64 0))
  br label %57

57:                                               ; preds = %54, %61
  tail call void @__cxa_end_catch() #4
  ret i32 0

58:                                               ; preds = %49
  %59 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKi to i8*)) #4
  %60 = icmp eq i32 %52, %59
  br i1 %60, label %61, label %66

61:                                               ; preds = %58
  %62 = tail call i8* @__cxa_begin_catch(i8* %51) #4
  %63 = icmp eq i8* %62, null
  %64 = zext i1 %63 to i32
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), i32 noundef %64)
  br label %57

66:                                               ; preds = %58, %38, %23, %15
  %67 = phi { i8*, i32 } [ %50, %58 ], [ %39, %38 ], [ %24, %23 ], [ %4, %15 ]
  resume { i8*, i32 } %67

68:                                               ; preds = %43, %28, %12, %0
  unreachable
}

declare dso_local i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare dso_local i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"std::nullptr_t", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !6, i64 0}
