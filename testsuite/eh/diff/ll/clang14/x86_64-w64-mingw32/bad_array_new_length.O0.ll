; ModuleID = 'bad_array_new_length.cpp'
source_filename = "bad_array_new_length.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }
%"class.std::bad_array_new_length" = type { %"class.std::bad_alloc" }

$__clang_call_terminate = comdat any

$_ZTSSt9bad_alloc = comdat any

$_ZTSSt9exception = comdat any

$_ZTISt9exception = comdat any

$_ZTISt9bad_alloc = comdat any

$_ZTSSt20bad_array_new_length = comdat any

$_ZTISt20bad_array_new_length = comdat any

@g_keep = dso_local global i32* null, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTSSt9bad_alloc = linkonce_odr dso_local constant [13 x i8] c"St9bad_alloc\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTSSt9exception = linkonce_odr dso_local constant [13 x i8] c"St9exception\00", comdat, align 1
@_ZTISt9exception = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTSSt9exception, i32 0, i32 0) }, comdat, align 8
@_ZTISt9bad_alloc = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTSSt9bad_alloc, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTISt9exception to i8*) }, comdat, align 8
@.str = private unnamed_addr constant [20 x i8] c"negative count: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"fewer than the initialisers: %s\0A\00", align 1
@_ZTSSt20bad_array_new_length = linkonce_odr dso_local constant [25 x i8] c"St20bad_array_new_length\00", comdat, align 1
@_ZTISt20bad_array_new_length = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([25 x i8], [25 x i8]* @_ZTSSt20bad_array_new_length, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTISt9bad_alloc to i8*) }, comdat, align 8
@.str.2 = private unnamed_addr constant [12 x i8] c"direct: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"made %d ints\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"made %d listed ints, last %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca %"class.std::bad_alloc"*, align 8
  %5 = alloca %"class.std::bad_alloc"*, align 8
  %6 = alloca %"class.std::bad_array_new_length"*, align 8
  %7 = alloca %"class.std::exception"*, align 8
  store i32 0, i32* %1, align 4
  call void @_ZL9make_intsi(i32 noundef 4)
  call void @_ZL11make_listedi(i32 noundef 4)
  invoke void @_ZL9make_intsi(i32 noundef -1)
          to label %8 unwind label %9

8:                                                ; preds = %0
  br label %29

9:                                                ; preds = %0
  %10 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTISt9bad_alloc to i8*)
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %2, align 8
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %3, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, i32* %3, align 4
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTISt9bad_alloc to i8*)) #10
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %116

17:                                               ; preds = %13
  %18 = load i8*, i8** %2, align 8
  %19 = call i8* @__cxa_begin_catch(i8* %18) #10
  %20 = bitcast i8* %19 to %"class.std::bad_alloc"*
  store %"class.std::bad_alloc"* %20, %"class.std::bad_alloc"** %4, align 8
  %21 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %4, align 8
  %22 = bitcast %"class.std::bad_alloc"* %21 to i8* (%"class.std::bad_alloc"*)***
  %23 = load i8* (%"class.std::bad_alloc"*)**, i8* (%"class.std::bad_alloc"*)*** %22, align 8
  %24 = getelementptr inbounds i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %23, i64 2
  %25 = load i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %24, align 8
  %26 = call noundef i8* %25(%"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8) %21) #10
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i8* noundef %26)
          to label %28 unwind label %31

28:                                               ; preds = %17
  call void @__cxa_end_catch()
  br label %29

29:                                               ; preds = %28, %8
  invoke void @_ZL11make_listedi(i32 noundef 2)
          to label %30 unwind label %36

30:                                               ; preds = %29
  br label %56

31:                                               ; preds = %17
  %32 = landingpad { i8*, i32 }
          cleanup
  %33 = extractvalue { i8*, i32 } %32, 0
  store i8* %33, i8** %2, align 8
  %34 = extractvalue { i8*, i32 } %32, 1
  store i32 %34, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %35 unwind label %121

35:                                               ; preds = %31
  br label %116

36:                                               ; preds = %29
  %37 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTISt9bad_alloc to i8*)
  %38 = extractvalue { i8*, i32 } %37, 0
  store i8* %38, i8** %2, align 8
  %39 = extractvalue { i8*, i32 } %37, 1
  store i32 %39, i32* %3, align 4
  br label %40

40:                                               ; preds = %36
  %41 = load i32, i32* %3, align 4
  %42 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTISt9bad_alloc to i8*)) #10
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %116

44:                                               ; preds = %40
  %45 = load i8*, i8** %2, align 8
  %46 = call i8* @__cxa_begin_catch(i8* %45) #10
  %47 = bitcast i8* %46 to %"class.std::bad_alloc"*
  store %"class.std::bad_alloc"* %47, %"class.std::bad_alloc"** %5, align 8
  %48 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %5, align 8
  %49 = bitcast %"class.std::bad_alloc"* %48 to i8* (%"class.std::bad_alloc"*)***
  %50 = load i8* (%"class.std::bad_alloc"*)**, i8* (%"class.std::bad_alloc"*)*** %49, align 8
  %51 = getelementptr inbounds i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %50, i64 2
  %52 = load i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %51, align 8
  %53 = call noundef i8* %52(%"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8) %48) #10
  %54 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.1, i64 0, i64 0), i8* noundef %53)
          to label %55 unwind label %58

55:                                               ; preds = %44
  call void @__cxa_end_catch()
  br label %56

56:                                               ; preds = %55, %30
  invoke void @__cxa_throw_bad_array_new_length() #11
          to label %57 unwind label %63

57:                                               ; preds = %56
  unreachable

58:                                               ; preds = %44
  %59 = landingpad { i8*, i32 }
          cleanup
  %60 = extractvalue { i8*, i32 } %59, 0
  store i8* %60, i8** %2, align 8
  %61 = extractvalue { i8*, i32 } %59, 1
  store i32 %61, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %62 unwind label %121

62:                                               ; preds = %58
  br label %116

63:                                               ; preds = %56
  %64 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTISt20bad_array_new_length to i8*)
  %65 = extractvalue { i8*, i32 } %64, 0
  store i8* %65, i8** %2, align 8
  %66 = extractvalue { i8*, i32 } %64, 1
  store i32 %66, i32* %3, align 4
  br label %67

67:                                               ; preds = %63
  %68 = load i32, i32* %3, align 4
  %69 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTISt20bad_array_new_length to i8*)) #10
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %71, label %116

71:                                               ; preds = %67
  %72 = load i8*, i8** %2, align 8
  %73 = call i8* @__cxa_begin_catch(i8* %72) #10
  %74 = bitcast i8* %73 to %"class.std::bad_array_new_length"*
  store %"class.std::bad_array_new_length"* %74, %"class.std::bad_array_new_length"** %6, align 8
  %75 = load %"class.std::bad_array_new_length"*, %"class.std::bad_array_new_length"** %6, align 8
  %76 = bitcast %"class.std::bad_array_new_length"* %75 to i8* (%"class.std::bad_array_new_length"*)***
  %77 = load i8* (%"class.std::bad_array_new_length"*)**, i8* (%"class.std::bad_array_new_length"*)*** %76, align 8
  %78 = getelementptr inbounds i8* (%"class.std::bad_array_new_length"*)*, i8* (%"class.std::bad_array_new_length"*)** %77, i64 2
  %79 = load i8* (%"class.std::bad_array_new_length"*)*, i8* (%"class.std::bad_array_new_length"*)** %78, align 8
  %80 = call noundef i8* %79(%"class.std::bad_array_new_length"* noundef nonnull align 8 dereferenceable(8) %75) #10
  %81 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i8* noundef %80)
          to label %82 unwind label %85

82:                                               ; preds = %71
  call void @__cxa_end_catch()
  br label %83

83:                                               ; preds = %82
  invoke void @__cxa_throw_bad_array_new_length() #11
          to label %84 unwind label %90

84:                                               ; preds = %83
  unreachable

85:                                               ; preds = %71
  %86 = landingpad { i8*, i32 }
          cleanup
  %87 = extractvalue { i8*, i32 } %86, 0
  store i8* %87, i8** %2, align 8
  %88 = extractvalue { i8*, i32 } %86, 1
  store i32 %88, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %89 unwind label %121

89:                                               ; preds = %85
  br label %116

90:                                               ; preds = %83
  %91 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTISt9exception to i8*)
  %92 = extractvalue { i8*, i32 } %91, 0
  store i8* %92, i8** %2, align 8
  %93 = extractvalue { i8*, i32 } %91, 1
  store i32 %93, i32* %3, align 4
  br label %94

94:                                               ; preds = %90
  %95 = load i32, i32* %3, align 4
  %96 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTISt9exception to i8*)) #10
  %97 = icmp eq i32 %95, %96
  br i1 %97, label %98, label %116

98:                                               ; preds = %94
  %99 = load i8*, i8** %2, align 8
  %100 = call i8* @__cxa_begin_catch(i8* %99) #10
  %101 = bitcast i8* %100 to %"class.std::exception"*
  store %"class.std::exception"* %101, %"class.std::exception"** %7, align 8
  %102 = load %"class.std::exception"*, %"class.std::exception"** %7, align 8
  %103 = bitcast %"class.std::exception"* %102 to i8* (%"class.std::exception"*)***
  %104 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %103, align 8
  %105 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %104, i64 2
  %106 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %105, align 8
  %107 = call noundef i8* %106(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %102) #10
  %108 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i64 0, i64 0), i8* noundef %107)
          to label %109 unwind label %111

109:                                              ; preds = %98
  call void @__cxa_end_catch()
  br label %110

110:                                              ; preds = %109
  ret i32 0

111:                                              ; preds = %98
  %112 = landingpad { i8*, i32 }
          cleanup
  %113 = extractvalue { i8*, i32 } %112, 0
  store i8* %113, i8** %2, align 8
  %114 = extractvalue { i8*, i32 } %112, 1
  store i32 %114, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %115 unwind label %121

115:                                              ; preds = %111
  br label %116

116:                                              ; preds = %115, %94, %89, %67, %62, %40, %35, %13
  %117 = load i8*, i8** %2, align 8
  %118 = load i32, i32* %3, align 4
  %119 = insertvalue { i8*, i32 } undef, i8* %117, 0
  %120 = insertvalue { i8*, i32 } %119, i32 %118, 1
  resume { i8*, i32 } %120

121:                                              ; preds = %111, %85, %58, %31
  %122 = landingpad { i8*, i32 }
          catch i8* null
  %123 = extractvalue { i8*, i32 } %122, 0
  call void @__clang_call_terminate(i8* %123) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL9make_intsi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sext i32 %3 to i64
  %5 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %4, i64 4)
  %6 = extractvalue { i64, i1 } %5, 1
  %7 = extractvalue { i64, i1 } %5, 0
  %8 = select i1 %6, i64 -1, i64 %7
  %9 = call noalias noundef nonnull i8* @_Znay(i64 noundef %8) #13
  %10 = bitcast i8* %9 to i32*
  store volatile i32* %10, i32** @g_keep, align 8
  %11 = load i32, i32* %2, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef %11)
  %13 = load volatile i32*, i32** @g_keep, align 8
  %14 = icmp eq i32* %13, null
  br i1 %14, label %17, label %15

15:                                               ; preds = %1
  %16 = bitcast i32* %13 to i8*
  call void @_ZdaPv(i8* noundef %16) #14
  br label %17

17:                                               ; preds = %15, %1
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11make_listedi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sext i32 %3 to i64
  %5 = icmp ult i64 %4, 3
  %6 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %4, i64 4)
  %7 = extractvalue { i64, i1 } %6, 1
  %8 = or i1 %5, %7
  %9 = extractvalue { i64, i1 } %6, 0
  %10 = select i1 %8, i64 -1, i64 %9
  %11 = call noalias noundef nonnull i8* @_Znay(i64 noundef %10) #13
  %12 = bitcast i8* %11 to i32*
  store i32 1, i32* %12, align 4
  %13 = getelementptr inbounds i32, i32* %12, i64 1
  store i32 2, i32* %13, align 4
  %14 = getelementptr inbounds i32, i32* %13, i64 1
  store i32 3, i32* %14, align 4
  %15 = getelementptr inbounds i32, i32* %14, i64 1
  %16 = sub i64 %10, 12
  %17 = bitcast i32* %15 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %17, i8 0, i64 %16, i1 false)
  store volatile i32* %12, i32** @g_keep, align 8
  %18 = load i32, i32* %2, align 4
  %19 = load volatile i32*, i32** @g_keep, align 8
  %20 = load i32, i32* %2, align 4
  %21 = sub nsw i32 %20, 1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32* %19, i64 %22
  %24 = load i32, i32* %23, align 4
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.5, i64 0, i64 0), i32 noundef %18, i32 noundef %24)
  %26 = load volatile i32*, i32** @g_keep, align 8
  %27 = icmp eq i32* %26, null
  br i1 %27, label %30, label %28

28:                                               ; preds = %1
  %29 = bitcast i32* %26 to i8*
  call void @_ZdaPv(i8* noundef %29) #14
  br label %30

30:                                               ; preds = %28, %1
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
  %2 = call i8* @__cxa_begin_catch(i8* %0) #10
  call void @_ZSt9terminatev() #12
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: noreturn
declare dso_local void @__cxa_throw_bad_array_new_length() #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull i8* @_Znay(i64 noundef) #7

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdaPv(i8* noundef) #8

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #9

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { argmemonly nofree nounwind willreturn writeonly }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
