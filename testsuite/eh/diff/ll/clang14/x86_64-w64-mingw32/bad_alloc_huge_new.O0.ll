; ModuleID = 'bad_alloc_huge_new.cpp'
source_filename = "bad_alloc_huge_new.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }

$__clang_call_terminate = comdat any

$_ZTSSt9bad_alloc = comdat any

$_ZTSSt9exception = comdat any

$_ZTISt9exception = comdat any

$_ZTISt9bad_alloc = comdat any

@g_keep = dso_local global i8* null, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTSSt9bad_alloc = linkonce_odr dso_local constant [13 x i8] c"St9bad_alloc\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTSSt9exception = linkonce_odr dso_local constant [13 x i8] c"St9exception\00", comdat, align 1
@_ZTISt9exception = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTSSt9exception, i32 0, i32 0) }, comdat, align 8
@_ZTISt9bad_alloc = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTSSt9bad_alloc, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTISt9exception to i8*) }, comdat, align 8
@.str = private unnamed_addr constant [15 x i8] c"bad_alloc: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"allocated\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::bad_alloc"*, align 8
  %6 = alloca %"class.std::exception"*, align 8
  store i32 0, i32* %1, align 4
  store i64 -9223372036854775808, i64* %2, align 8
  call void @_ZL4graby(i64 noundef 16)
  %7 = load i64, i64* %2, align 8
  invoke void @_ZL4graby(i64 noundef %7)
          to label %8 unwind label %9

8:                                                ; preds = %0
  br label %29

9:                                                ; preds = %0
  %10 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTISt9bad_alloc to i8*)
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %3, align 8
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %4, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, i32* %4, align 4
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTISt9bad_alloc to i8*)) #7
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %64

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 8
  %19 = call i8* @__cxa_begin_catch(i8* %18) #7
  %20 = bitcast i8* %19 to %"class.std::bad_alloc"*
  store %"class.std::bad_alloc"* %20, %"class.std::bad_alloc"** %5, align 8
  %21 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %5, align 8
  %22 = bitcast %"class.std::bad_alloc"* %21 to i8* (%"class.std::bad_alloc"*)***
  %23 = load i8* (%"class.std::bad_alloc"*)**, i8* (%"class.std::bad_alloc"*)*** %22, align 8
  %24 = getelementptr inbounds i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %23, i64 2
  %25 = load i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %24, align 8
  %26 = call noundef i8* %25(%"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8) %21) #7
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i8* noundef %26)
          to label %28 unwind label %33

28:                                               ; preds = %17
  call void @__cxa_end_catch()
  br label %29

29:                                               ; preds = %28, %8
  %30 = load i64, i64* %2, align 8
  %31 = add i64 %30, 64
  invoke void @_ZL4graby(i64 noundef %31)
          to label %32 unwind label %38

32:                                               ; preds = %29
  br label %58

33:                                               ; preds = %17
  %34 = landingpad { i8*, i32 }
          cleanup
  %35 = extractvalue { i8*, i32 } %34, 0
  store i8* %35, i8** %3, align 8
  %36 = extractvalue { i8*, i32 } %34, 1
  store i32 %36, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %37 unwind label %69

37:                                               ; preds = %33
  br label %64

38:                                               ; preds = %29
  %39 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTISt9exception to i8*)
  %40 = extractvalue { i8*, i32 } %39, 0
  store i8* %40, i8** %3, align 8
  %41 = extractvalue { i8*, i32 } %39, 1
  store i32 %41, i32* %4, align 4
  br label %42

42:                                               ; preds = %38
  %43 = load i32, i32* %4, align 4
  %44 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTISt9exception to i8*)) #7
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %64

46:                                               ; preds = %42
  %47 = load i8*, i8** %3, align 8
  %48 = call i8* @__cxa_begin_catch(i8* %47) #7
  %49 = bitcast i8* %48 to %"class.std::exception"*
  store %"class.std::exception"* %49, %"class.std::exception"** %6, align 8
  %50 = load %"class.std::exception"*, %"class.std::exception"** %6, align 8
  %51 = bitcast %"class.std::exception"* %50 to i8* (%"class.std::exception"*)***
  %52 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %51, align 8
  %53 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %52, i64 2
  %54 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %53, align 8
  %55 = call noundef i8* %54(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %50) #7
  %56 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i8* noundef %55)
          to label %57 unwind label %59

57:                                               ; preds = %46
  call void @__cxa_end_catch()
  br label %58

58:                                               ; preds = %57, %32
  ret i32 0

59:                                               ; preds = %46
  %60 = landingpad { i8*, i32 }
          cleanup
  %61 = extractvalue { i8*, i32 } %60, 0
  store i8* %61, i8** %3, align 8
  %62 = extractvalue { i8*, i32 } %60, 1
  store i32 %62, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %63 unwind label %69

63:                                               ; preds = %59
  br label %64

64:                                               ; preds = %63, %42, %37, %13
  %65 = load i8*, i8** %3, align 8
  %66 = load i32, i32* %4, align 4
  %67 = insertvalue { i8*, i32 } undef, i8* %65, 0
  %68 = insertvalue { i8*, i32 } %67, i32 %66, 1
  resume { i8*, i32 } %68

69:                                               ; preds = %59, %33
  %70 = landingpad { i8*, i32 }
          catch i8* null
  %71 = extractvalue { i8*, i32 } %70, 0
  call void @__clang_call_terminate(i8* %71) #8
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4graby(i64 noundef %0) #1 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = call noalias noundef nonnull i8* @_Znwy(i64 noundef %3) #9
  store volatile i8* %4, i8** @g_keep, align 8
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0))
  %6 = load volatile i8*, i8** @g_keep, align 8
  call void @_ZdlPv(i8* noundef %6) #7
  ret void
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local i32 @printf(i8* noundef, ...) #3

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @_Znwy(i64 noundef) #5

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(i8* noundef) #6

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
