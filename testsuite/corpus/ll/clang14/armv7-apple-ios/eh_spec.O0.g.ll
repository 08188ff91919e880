; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Fragile = type { i32 }
%class.anon = type { i32* }
%struct.Scope = type { i8* }

@_ZL6allocs = internal global i32 0, align 4, !dbg !0
@_ZL5frees = internal global i32 0, align 4, !dbg !23
@_ZN7Fragile6budgetE = global i32 0, align 4, !dbg !21
@_ZTIPKc = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal global i32 0, align 4, !dbg !25
@_ZL5dtors = internal global i32 0, align 4, !dbg !27
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Fragile = linkonce_odr constant [9 x i8] c"7Fragile\00", align 1
@_ZTI7Fragile = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, align 4
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant i8*
@_ZTIx = external constant i8*
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1

; Function Attrs: mustprogress nobuiltin noinline optnone ssp allocsize(0)
define noundef nonnull i8* @_Znwm(i32 noundef %0) #0 !dbg !40 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !46, metadata !DIExpression()), !dbg !47
  %3 = load i32, i32* @_ZL6allocs, align 4, !dbg !48
  %4 = add nsw i32 %3, 1, !dbg !48
  store i32 %4, i32* @_ZL6allocs, align 4, !dbg !48
  %5 = load i32, i32* %2, align 4, !dbg !49
  %6 = call i8* @malloc(i32 noundef %5), !dbg !50
  ret i8* %6, !dbg !51
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i8* @malloc(i32 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline optnone ssp allocsize(0)
define noundef nonnull i8* @_Znam(i32 noundef %0) #0 !dbg !52 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !53, metadata !DIExpression()), !dbg !54
  %3 = load i32, i32* @_ZL6allocs, align 4, !dbg !55
  %4 = add nsw i32 %3, 1, !dbg !55
  store i32 %4, i32* @_ZL6allocs, align 4, !dbg !55
  %5 = load i32, i32* %2, align 4, !dbg !56
  %6 = call i8* @malloc(i32 noundef %5), !dbg !57
  ret i8* %6, !dbg !58
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone ssp
define void @_ZdlPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !59 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !62, metadata !DIExpression()), !dbg !63
  %5 = load i8*, i8** %2, align 4, !dbg !64
  %6 = icmp ne i8* %5, null, !dbg !64
  br i1 %6, label %7, label %10, !dbg !66

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !67
  %9 = add nsw i32 %8, 1, !dbg !67
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !67
  br label %10, !dbg !67

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 4, !dbg !68
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13, !dbg !69

12:                                               ; preds = %10
  ret void, !dbg !70

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer, !dbg !70
  %15 = extractvalue { i8*, i32 } %14, 0, !dbg !70
  store i8* %15, i8** %3, align 4, !dbg !70
  %16 = extractvalue { i8*, i32 } %14, 1, !dbg !70
  store i32 %16, i32* %4, align 4, !dbg !70
  br label %17, !dbg !70

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 4, !dbg !70
  call void @__cxa_call_unexpected(i8* %18) #11, !dbg !70
  unreachable, !dbg !70
}

declare void @free(i8* noundef) #2

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_call_unexpected(i8*)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone ssp
define void @_ZdaPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !71 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !72, metadata !DIExpression()), !dbg !73
  %5 = load i8*, i8** %2, align 4, !dbg !74
  %6 = icmp ne i8* %5, null, !dbg !74
  br i1 %6, label %7, label %10, !dbg !76

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !77
  %9 = add nsw i32 %8, 1, !dbg !77
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !77
  br label %10, !dbg !77

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 4, !dbg !78
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13, !dbg !79

12:                                               ; preds = %10
  ret void, !dbg !80

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer, !dbg !80
  %15 = extractvalue { i8*, i32 } %14, 0, !dbg !80
  store i8* %15, i8** %3, align 4, !dbg !80
  %16 = extractvalue { i8*, i32 } %14, 1, !dbg !80
  store i32 %16, i32* %4, align 4, !dbg !80
  br label %17, !dbg !80

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 4, !dbg !80
  call void @__cxa_call_unexpected(i8* %18) #11, !dbg !80
  unreachable, !dbg !80
}

; Function Attrs: mustprogress noinline norecurse optnone ssp
define noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !81 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Fragile*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %struct.Fragile*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %class.anon, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.Fragile*, align 4
  %14 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !84, metadata !DIExpression()), !dbg !87
  %15 = invoke noalias noundef nonnull i8* @_Znwm(i32 noundef 4) #12
          to label %16 unwind label %25, !dbg !88, !heapallocsite !7

16:                                               ; preds = %0
  %17 = bitcast i8* %15 to %struct.Fragile*, !dbg !88
  %18 = invoke noundef %struct.Fragile* @_ZN7FragileC1Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %17, i32 noundef 13)
          to label %19 unwind label %29, !dbg !89

19:                                               ; preds = %16
  store %struct.Fragile* %17, %struct.Fragile** %2, align 4, !dbg !87
  %20 = load %struct.Fragile*, %struct.Fragile** %2, align 4, !dbg !90
  %21 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %20, i32 0, i32 0, !dbg !91
  %22 = load i32, i32* %21, align 4, !dbg !91
  %23 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %22)
          to label %24 unwind label %25, !dbg !92

24:                                               ; preds = %19
  br label %45, !dbg !93

25:                                               ; preds = %19, %0
  %26 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !94
  %27 = extractvalue { i8*, i32 } %26, 0, !dbg !94
  store i8* %27, i8** %3, align 4, !dbg !94
  %28 = extractvalue { i8*, i32 } %26, 1, !dbg !94
  store i32 %28, i32* %4, align 4, !dbg !94
  br label %33, !dbg !94

29:                                               ; preds = %16
  %30 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !94
  %31 = extractvalue { i8*, i32 } %30, 0, !dbg !94
  store i8* %31, i8** %3, align 4, !dbg !94
  %32 = extractvalue { i8*, i32 } %30, 1, !dbg !94
  store i32 %32, i32* %4, align 4, !dbg !94
  call void @_ZdlPv(i8* noundef %15) #13, !dbg !88
  br label %33, !dbg !88

33:                                               ; preds = %29, %25
  %34 = load i32, i32* %4, align 4, !dbg !93
  %35 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #14, !dbg !93
  %36 = icmp eq i32 %34, %35, !dbg !93
  br i1 %36, label %37, label %210, !dbg !93

37:                                               ; preds = %33
  call void @llvm.dbg.declare(metadata i8** %5, metadata !95, metadata !DIExpression()), !dbg !99
  %38 = load i8*, i8** %3, align 4, !dbg !93
  %39 = call i8* @__cxa_begin_catch(i8* %38) #14, !dbg !93
  store i8* %39, i8** %5, align 4, !dbg !93
  %40 = load i8*, i8** %5, align 4, !dbg !100
  %41 = load i32, i32* @_ZL6allocs, align 4, !dbg !102
  %42 = load i32, i32* @_ZL5frees, align 4, !dbg !103
  %43 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i32 0, i32 0), i8* noundef %40, i32 noundef %41, i32 noundef %42)
          to label %44 unwind label %77, !dbg !104

44:                                               ; preds = %37
  call void @__cxa_end_catch() #14, !dbg !105
  br label %45, !dbg !105

45:                                               ; preds = %44, %24
  store i32 3, i32* @_ZN7Fragile6budgetE, align 4, !dbg !106
  call void @llvm.dbg.declare(metadata %struct.Fragile** %6, metadata !107, metadata !DIExpression()), !dbg !109
  %46 = invoke noalias noundef nonnull i8* @_Znam(i32 noundef 28) #12
          to label %47 unwind label %81, !dbg !110, !heapallocsite !7

47:                                               ; preds = %45
  %48 = bitcast i8* %46 to i32*, !dbg !110
  store i32 4, i32* %48, align 4, !dbg !110
  %49 = getelementptr inbounds i32, i32* %48, i32 1, !dbg !110
  store i32 5, i32* %49, align 4, !dbg !110
  %50 = getelementptr inbounds i8, i8* %46, i32 8, !dbg !110
  %51 = bitcast i8* %50 to %struct.Fragile*, !dbg !110
  %52 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %51, i32 5, !dbg !110
  br label %53, !dbg !110

53:                                               ; preds = %56, %47
  %54 = phi %struct.Fragile* [ %51, %47 ], [ %57, %56 ], !dbg !110
  %55 = invoke noundef %struct.Fragile* @_ZN7FragileC1Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %54)
          to label %56 unwind label %85, !dbg !110

56:                                               ; preds = %53
  %57 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %54, i32 1, !dbg !110
  %58 = icmp eq %struct.Fragile* %57, %52, !dbg !110
  br i1 %58, label %59, label %53, !dbg !110

59:                                               ; preds = %56
  store %struct.Fragile* %51, %struct.Fragile** %6, align 4, !dbg !109
  %60 = load %struct.Fragile*, %struct.Fragile** %6, align 4, !dbg !111
  %61 = icmp eq %struct.Fragile* %60, null, !dbg !112
  br i1 %61, label %76, label %62, !dbg !112

62:                                               ; preds = %59
  %63 = bitcast %struct.Fragile* %60 to i8*, !dbg !112
  %64 = getelementptr inbounds i8, i8* %63, i32 -8, !dbg !112
  %65 = getelementptr inbounds i8, i8* %64, i32 4, !dbg !112
  %66 = bitcast i8* %65 to i32*, !dbg !112
  %67 = load i32, i32* %66, align 4, !dbg !112
  %68 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %60, i32 %67, !dbg !112
  %69 = icmp eq %struct.Fragile* %60, %68, !dbg !112
  br i1 %69, label %75, label %70, !dbg !112

70:                                               ; preds = %70, %62
  %71 = phi %struct.Fragile* [ %68, %62 ], [ %72, %70 ], !dbg !112
  %72 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %71, i32 -1, !dbg !112
  %73 = call noundef %struct.Fragile* @_ZN7FragileD1Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %72) #14, !dbg !112
  %74 = icmp eq %struct.Fragile* %72, %60, !dbg !112
  br i1 %74, label %75, label %70, !dbg !112

75:                                               ; preds = %70, %62
  call void @_ZdaPv(i8* noundef %64) #13, !dbg !112
  br label %76, !dbg !112

76:                                               ; preds = %75, %59
  br label %111, !dbg !113

77:                                               ; preds = %37
  %78 = landingpad { i8*, i32 }
          cleanup, !dbg !114
  %79 = extractvalue { i8*, i32 } %78, 0, !dbg !114
  store i8* %79, i8** %3, align 4, !dbg !114
  %80 = extractvalue { i8*, i32 } %78, 1, !dbg !114
  store i32 %80, i32* %4, align 4, !dbg !114
  call void @__cxa_end_catch() #14, !dbg !105
  br label %210, !dbg !105

81:                                               ; preds = %45
  %82 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !115
  %83 = extractvalue { i8*, i32 } %82, 0, !dbg !115
  store i8* %83, i8** %3, align 4, !dbg !115
  %84 = extractvalue { i8*, i32 } %82, 1, !dbg !115
  store i32 %84, i32* %4, align 4, !dbg !115
  br label %96, !dbg !115

85:                                               ; preds = %53
  %86 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !115
  %87 = extractvalue { i8*, i32 } %86, 0, !dbg !115
  store i8* %87, i8** %3, align 4, !dbg !115
  %88 = extractvalue { i8*, i32 } %86, 1, !dbg !115
  store i32 %88, i32* %4, align 4, !dbg !115
  %89 = icmp eq %struct.Fragile* %51, %54, !dbg !110
  br i1 %89, label %95, label %90, !dbg !110

90:                                               ; preds = %90, %85
  %91 = phi %struct.Fragile* [ %54, %85 ], [ %92, %90 ], !dbg !110
  %92 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %91, i32 -1, !dbg !110
  %93 = call noundef %struct.Fragile* @_ZN7FragileD1Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %92) #14, !dbg !110
  %94 = icmp eq %struct.Fragile* %92, %51, !dbg !110
  br i1 %94, label %95, label %90, !dbg !110

95:                                               ; preds = %90, %85
  call void @_ZdaPv(i8* noundef %46) #13, !dbg !110
  br label %96, !dbg !110

96:                                               ; preds = %95, %81
  %97 = load i32, i32* %4, align 4, !dbg !113
  %98 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !113
  %99 = icmp eq i32 %97, %98, !dbg !113
  br i1 %99, label %100, label %210, !dbg !113

100:                                              ; preds = %96
  call void @llvm.dbg.declare(metadata i32* %7, metadata !116, metadata !DIExpression()), !dbg !117
  %101 = load i8*, i8** %3, align 4, !dbg !113
  %102 = call i8* @__cxa_begin_catch(i8* %101) #14, !dbg !113
  %103 = bitcast i8* %102 to i32*, !dbg !113
  %104 = load i32, i32* %103, align 4, !dbg !113
  store i32 %104, i32* %7, align 4, !dbg !113
  %105 = load i32, i32* %7, align 4, !dbg !118
  %106 = load i32, i32* @_ZL5ctors, align 4, !dbg !120
  %107 = load i32, i32* @_ZL5dtors, align 4, !dbg !121
  %108 = load i32, i32* @_ZL5frees, align 4, !dbg !122
  %109 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i32 0, i32 0), i32 noundef %105, i32 noundef %106, i32 noundef %107, i32 noundef %108)
          to label %110 unwind label %121, !dbg !123

110:                                              ; preds = %100
  call void @__cxa_end_catch() #14, !dbg !124
  br label %111, !dbg !124

111:                                              ; preds = %110, %76
  call void @llvm.dbg.declare(metadata i32* %8, metadata !125, metadata !DIExpression()), !dbg !126
  store i32 0, i32* %8, align 4, !dbg !126
  call void @llvm.dbg.declare(metadata i32* %9, metadata !127, metadata !DIExpression()), !dbg !129
  store i32 0, i32* %9, align 4, !dbg !129
  br label %112, !dbg !130

112:                                              ; preds = %142, %111
  %113 = load i32, i32* %9, align 4, !dbg !131
  %114 = icmp slt i32 %113, 5, !dbg !133
  br i1 %114, label %115, label %149, !dbg !134

115:                                              ; preds = %112
  %116 = load i32, i32* %9, align 4, !dbg !135
  %117 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %116)
          to label %118 unwind label %125, !dbg !138

118:                                              ; preds = %115
  %119 = load i32, i32* %8, align 4, !dbg !139
  %120 = add nsw i32 %119, %117, !dbg !139
  store i32 %120, i32* %8, align 4, !dbg !139
  br label %141, !dbg !140

121:                                              ; preds = %100
  %122 = landingpad { i8*, i32 }
          cleanup, !dbg !141
  %123 = extractvalue { i8*, i32 } %122, 0, !dbg !141
  store i8* %123, i8** %3, align 4, !dbg !141
  %124 = extractvalue { i8*, i32 } %122, 1, !dbg !141
  store i32 %124, i32* %4, align 4, !dbg !141
  call void @__cxa_end_catch() #14, !dbg !124
  br label %210, !dbg !124

125:                                              ; preds = %115
  %126 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !142
  %127 = extractvalue { i8*, i32 } %126, 0, !dbg !142
  store i8* %127, i8** %3, align 4, !dbg !142
  %128 = extractvalue { i8*, i32 } %126, 1, !dbg !142
  store i32 %128, i32* %4, align 4, !dbg !142
  br label %129, !dbg !142

129:                                              ; preds = %125
  %130 = load i32, i32* %4, align 4, !dbg !140
  %131 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !140
  %132 = icmp eq i32 %130, %131, !dbg !140
  br i1 %132, label %133, label %210, !dbg !140

133:                                              ; preds = %129
  call void @llvm.dbg.declare(metadata i32* %10, metadata !143, metadata !DIExpression()), !dbg !144
  %134 = load i8*, i8** %3, align 4, !dbg !140
  %135 = call i8* @__cxa_begin_catch(i8* %134) #14, !dbg !140
  %136 = bitcast i8* %135 to i32*, !dbg !140
  %137 = load i32, i32* %136, align 4, !dbg !140
  store i32 %137, i32* %10, align 4, !dbg !140
  %138 = load i32, i32* %10, align 4, !dbg !145
  %139 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %138)
          to label %140 unwind label %145, !dbg !147

140:                                              ; preds = %133
  call void @__cxa_end_catch() #14, !dbg !148
  br label %141, !dbg !148

141:                                              ; preds = %140, %118
  br label %142, !dbg !149

142:                                              ; preds = %141
  %143 = load i32, i32* %9, align 4, !dbg !150
  %144 = add nsw i32 %143, 1, !dbg !150
  store i32 %144, i32* %9, align 4, !dbg !150
  br label %112, !dbg !151, !llvm.loop !152

145:                                              ; preds = %133
  %146 = landingpad { i8*, i32 }
          cleanup, !dbg !155
  %147 = extractvalue { i8*, i32 } %146, 0, !dbg !155
  store i8* %147, i8** %3, align 4, !dbg !155
  %148 = extractvalue { i8*, i32 } %146, 1, !dbg !155
  store i32 %148, i32* %4, align 4, !dbg !155
  call void @__cxa_end_catch() #14, !dbg !148
  br label %210, !dbg !148

149:                                              ; preds = %112
  %150 = load i32, i32* %8, align 4, !dbg !156
  %151 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #14, !dbg !157
  %152 = call noundef i32 @_ZL5neveri(i32 noundef 1) #14, !dbg !158
  %153 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %150, i32 noundef %151, i32 noundef %152), !dbg !159
  %154 = call noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 7), !dbg !160
  %155 = call noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef @_ZL10throw_longi, i32 noundef 3), !dbg !161
  %156 = call noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 1), !dbg !162
  %157 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i32 0, i32 0), i32 noundef %154, i32 noundef %155, i32 noundef %156), !dbg !163
  call void @llvm.dbg.declare(metadata %class.anon* %11, metadata !164, metadata !DIExpression()), !dbg !169
  %158 = getelementptr inbounds %class.anon, %class.anon* %11, i32 0, i32 0, !dbg !170
  store i32* %8, i32** %158, align 4, !dbg !170
  call void @llvm.dbg.declare(metadata i32* %12, metadata !171, metadata !DIExpression()), !dbg !173
  store i32 0, i32* %12, align 4, !dbg !173
  br label %159, !dbg !174

159:                                              ; preds = %183, %149
  %160 = load i32, i32* %12, align 4, !dbg !175
  %161 = icmp slt i32 %160, 4, !dbg !177
  br i1 %161, label %162, label %191, !dbg !178

162:                                              ; preds = %159
  %163 = load i32, i32* %12, align 4, !dbg !179
  invoke void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %163)
          to label %164 unwind label %165, !dbg !182

164:                                              ; preds = %162
  br label %182, !dbg !183

165:                                              ; preds = %162
  %166 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !184
  %167 = extractvalue { i8*, i32 } %166, 0, !dbg !184
  store i8* %167, i8** %3, align 4, !dbg !184
  %168 = extractvalue { i8*, i32 } %166, 1, !dbg !184
  store i32 %168, i32* %4, align 4, !dbg !184
  br label %169, !dbg !184

169:                                              ; preds = %165
  %170 = load i32, i32* %4, align 4, !dbg !183
  %171 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #14, !dbg !183
  %172 = icmp eq i32 %170, %171, !dbg !183
  br i1 %172, label %173, label %210, !dbg !183

173:                                              ; preds = %169
  call void @llvm.dbg.declare(metadata %struct.Fragile** %13, metadata !185, metadata !DIExpression()), !dbg !187
  %174 = load i8*, i8** %3, align 4, !dbg !183
  %175 = call i8* @__cxa_begin_catch(i8* %174) #14, !dbg !183
  %176 = bitcast i8* %175 to %struct.Fragile*, !dbg !183
  store %struct.Fragile* %176, %struct.Fragile** %13, align 4, !dbg !183
  %177 = load %struct.Fragile*, %struct.Fragile** %13, align 4, !dbg !188
  %178 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %177, i32 0, i32 0, !dbg !190
  %179 = load i32, i32* %178, align 4, !dbg !190
  %180 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %179)
          to label %181 unwind label %186, !dbg !191

181:                                              ; preds = %173
  call void @__cxa_end_catch(), !dbg !192
  br label %182, !dbg !192

182:                                              ; preds = %181, %164
  br label %183, !dbg !193

183:                                              ; preds = %182
  %184 = load i32, i32* %12, align 4, !dbg !194
  %185 = add nsw i32 %184, 1, !dbg !194
  store i32 %185, i32* %12, align 4, !dbg !194
  br label %159, !dbg !195, !llvm.loop !196

186:                                              ; preds = %173
  %187 = landingpad { i8*, i32 }
          cleanup, !dbg !198
  %188 = extractvalue { i8*, i32 } %187, 0, !dbg !198
  store i8* %188, i8** %3, align 4, !dbg !198
  %189 = extractvalue { i8*, i32 } %187, 1, !dbg !198
  store i32 %189, i32* %4, align 4, !dbg !198
  invoke void @__cxa_end_catch()
          to label %190 unwind label %215, !dbg !192

190:                                              ; preds = %186
  br label %210, !dbg !192

191:                                              ; preds = %159
  call void @llvm.dbg.declare(metadata i32* %14, metadata !199, metadata !DIExpression()), !dbg !201
  store i32 0, i32* %14, align 4, !dbg !201
  br label %192, !dbg !202

192:                                              ; preds = %200, %191
  %193 = load i32, i32* %14, align 4, !dbg !203
  %194 = icmp slt i32 %193, 3, !dbg !205
  br i1 %194, label %195, label %203, !dbg !206

195:                                              ; preds = %192
  %196 = load i32, i32* %14, align 4, !dbg !207
  %197 = load i32, i32* %14, align 4, !dbg !208
  %198 = call noundef i32 @_ZL7layeredi(i32 noundef %197), !dbg !209
  %199 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %196, i32 noundef %198), !dbg !210
  br label %200, !dbg !210

200:                                              ; preds = %195
  %201 = load i32, i32* %14, align 4, !dbg !211
  %202 = add nsw i32 %201, 1, !dbg !211
  store i32 %202, i32* %14, align 4, !dbg !211
  br label %192, !dbg !212, !llvm.loop !213

203:                                              ; preds = %192
  %204 = load i32, i32* @_ZL6allocs, align 4, !dbg !215
  %205 = load i32, i32* @_ZL5frees, align 4, !dbg !216
  %206 = load i32, i32* @_ZL5ctors, align 4, !dbg !217
  %207 = load i32, i32* @_ZL5dtors, align 4, !dbg !218
  %208 = load i32, i32* %8, align 4, !dbg !219
  %209 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i32 0, i32 0), i32 noundef %204, i32 noundef %205, i32 noundef %206, i32 noundef %207, i32 noundef %208), !dbg !220
  ret i32 0, !dbg !221

210:                                              ; preds = %190, %169, %145, %129, %121, %96, %77, %33
  %211 = load i8*, i8** %3, align 4, !dbg !93
  %212 = load i32, i32* %4, align 4, !dbg !93
  %213 = insertvalue { i8*, i32 } undef, i8* %211, 0, !dbg !93
  %214 = insertvalue { i8*, i32 } %213, i32 %212, 1, !dbg !93
  resume { i8*, i32 } %214, !dbg !93

215:                                              ; preds = %186
  %216 = landingpad { i8*, i32 }
          catch i8* null, !dbg !192
  %217 = extractvalue { i8*, i32 } %216, 0, !dbg !192
  call void @__clang_call_terminate(i8* %217) #15, !dbg !192
  unreachable, !dbg !192
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileC1Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 align 2 !dbg !222 {
  %3 = alloca %struct.Fragile*, align 4
  %4 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %3, metadata !223, metadata !DIExpression()), !dbg !224
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !225, metadata !DIExpression()), !dbg !226
  %5 = load %struct.Fragile*, %struct.Fragile** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !227
  %7 = call noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6), !dbg !227
  ret %struct.Fragile* %5, !dbg !228
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileC1Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 !dbg !229 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !230, metadata !DIExpression()), !dbg !231
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = call noundef %struct.Fragile* @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %3), !dbg !232
  ret %struct.Fragile* %3, !dbg !233
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileD1Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 !dbg !234 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !235, metadata !DIExpression()), !dbg !236
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = call noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %3) #14, !dbg !237
  ret %struct.Fragile* %3, !dbg !238
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !239 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !242, metadata !DIExpression()), !dbg !243
  %5 = load i32, i32* %2, align 4, !dbg !244
  %6 = icmp sgt i32 %5, 2, !dbg !246
  br i1 %6, label %7, label %21, !dbg !247

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !248
  %9 = bitcast i8* %8 to i32*, !dbg !248
  %10 = load i32, i32* %2, align 4, !dbg !249
  %11 = mul nsw i32 %10, 2, !dbg !250
  store i32 %11, i32* %9, align 8, !dbg !248
  invoke void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %28 unwind label %12, !dbg !248

12:                                               ; preds = %7
  %13 = landingpad { i8*, i32 }
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !251
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !251
  store i8* %14, i8** %3, align 4, !dbg !251
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !251
  store i32 %15, i32* %4, align 4, !dbg !251
  br label %16, !dbg !251

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4, !dbg !252
  %18 = icmp slt i32 %17, 0, !dbg !252
  br i1 %18, label %19, label %23, !dbg !252

19:                                               ; preds = %16
  %20 = load i8*, i8** %3, align 4, !dbg !252
  call void @__cxa_call_unexpected(i8* %20) #11, !dbg !252
  unreachable, !dbg !252

21:                                               ; preds = %1
  %22 = load i32, i32* %2, align 4, !dbg !253
  ret i32 %22, !dbg !252

23:                                               ; preds = %16
  %24 = load i8*, i8** %3, align 4, !dbg !252
  %25 = load i32, i32* %4, align 4, !dbg !252
  %26 = insertvalue { i8*, i32 } undef, i8* %24, 0, !dbg !252
  %27 = insertvalue { i8*, i32 } %26, i32 %25, 1, !dbg !252
  resume { i8*, i32 } %27, !dbg !252

28:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #9 !dbg !254 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !255, metadata !DIExpression()), !dbg !256
  %3 = load i32, i32* %2, align 4, !dbg !257
  %4 = add nsw i32 %3, 1, !dbg !258
  ret i32 %4, !dbg !259
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #9 !dbg !260 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !261, metadata !DIExpression()), !dbg !262
  %3 = load i32, i32* %2, align 4, !dbg !263
  %4 = sub nsw i32 %3, 1, !dbg !264
  ret i32 %4, !dbg !265
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !266 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store void (i32)* %0, void (i32)** %4, align 4
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !274, metadata !DIExpression()), !dbg !275
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !276, metadata !DIExpression()), !dbg !277
  %9 = load void (i32)*, void (i32)** %4, align 4, !dbg !278
  %10 = load i32, i32* %5, align 4, !dbg !280
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !278

11:                                               ; preds = %2
  br label %30, !dbg !281

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* null, !dbg !282
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !282
  store i8* %14, i8** %6, align 4, !dbg !282
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !282
  store i32 %15, i32* %7, align 4, !dbg !282
  br label %16, !dbg !282

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !281
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #14, !dbg !281
  %19 = icmp eq i32 %17, %18, !dbg !281
  br i1 %19, label %20, label %27, !dbg !281

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i16* %8, metadata !283, metadata !DIExpression()), !dbg !284
  %21 = load i8*, i8** %6, align 4, !dbg !285
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !285
  %23 = bitcast i8* %22 to i16*, !dbg !285
  %24 = load i16, i16* %23, align 2, !dbg !285
  store i16 %24, i16* %8, align 2, !dbg !285
  %25 = load i16, i16* %8, align 2, !dbg !287
  %26 = sext i16 %25 to i32, !dbg !287
  store i32 %26, i32* %3, align 4, !dbg !289
  call void @__cxa_end_catch() #14, !dbg !290
  br label %31

27:                                               ; preds = %16
  %28 = load i8*, i8** %6, align 4, !dbg !281
  %29 = call i8* @__cxa_begin_catch(i8* %28) #14, !dbg !281
  store i32 -1, i32* %3, align 4, !dbg !291
  call void @__cxa_end_catch(), !dbg !285
  br label %31

30:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !292
  br label %31, !dbg !292

31:                                               ; preds = %30, %20, %27
  %32 = load i32, i32* %3, align 4, !dbg !293
  ret i32 %32, !dbg !293
}

; Function Attrs: mustprogress noinline optnone ssp
define internal void @_ZL11throw_shorti(i32 noundef %0) #8 !dbg !294 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !295, metadata !DIExpression()), !dbg !296
  %3 = call i8* @__cxa_allocate_exception(i32 2) #14, !dbg !297
  %4 = bitcast i8* %3 to i16*, !dbg !297
  %5 = load i32, i32* %2, align 4, !dbg !298
  %6 = trunc i32 %5 to i16, !dbg !298
  store i16 %6, i16* %4, align 8, !dbg !297
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11, !dbg !297
  unreachable, !dbg !297
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !299 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store void (i32)* %0, void (i32)** %4, align 4
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !302, metadata !DIExpression()), !dbg !303
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !304, metadata !DIExpression()), !dbg !305
  %9 = load void (i32)*, void (i32)** %4, align 4, !dbg !306
  %10 = load i32, i32* %5, align 4, !dbg !308
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !306

11:                                               ; preds = %2
  br label %30, !dbg !309

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* null, !dbg !310
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !310
  store i8* %14, i8** %6, align 4, !dbg !310
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !310
  store i32 %15, i32* %7, align 4, !dbg !310
  br label %16, !dbg !310

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !309
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #14, !dbg !309
  %19 = icmp eq i32 %17, %18, !dbg !309
  br i1 %19, label %20, label %27, !dbg !309

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i64* %8, metadata !311, metadata !DIExpression()), !dbg !312
  %21 = load i8*, i8** %6, align 4, !dbg !313
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !313
  %23 = bitcast i8* %22 to i64*, !dbg !313
  %24 = load i64, i64* %23, align 4, !dbg !313
  store i64 %24, i64* %8, align 8, !dbg !313
  %25 = load i64, i64* %8, align 8, !dbg !315
  %26 = trunc i64 %25 to i32, !dbg !315
  store i32 %26, i32* %3, align 4, !dbg !317
  call void @__cxa_end_catch() #14, !dbg !318
  br label %31

27:                                               ; preds = %16
  %28 = load i8*, i8** %6, align 4, !dbg !309
  %29 = call i8* @__cxa_begin_catch(i8* %28) #14, !dbg !309
  store i32 -1, i32* %3, align 4, !dbg !319
  call void @__cxa_end_catch(), !dbg !313
  br label %31

30:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !320
  br label %31, !dbg !320

31:                                               ; preds = %30, %20, %27
  %32 = load i32, i32* %3, align 4, !dbg !321
  ret i32 %32, !dbg !321
}

; Function Attrs: mustprogress noinline optnone ssp
define internal void @_ZL10throw_longi(i32 noundef %0) #8 !dbg !322 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !323, metadata !DIExpression()), !dbg !324
  %3 = call i8* @__cxa_allocate_exception(i32 8) #14, !dbg !325
  %4 = bitcast i8* %3 to i64*, !dbg !325
  %5 = load i32, i32* %2, align 4, !dbg !326
  %6 = sext i32 %5 to i64, !dbg !326
  %7 = mul nsw i64 %6, 1000, !dbg !327
  store i64 %7, i64* %4, align 8, !dbg !325
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #11, !dbg !325
  unreachable, !dbg !325
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !328 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store void (i32)* %0, void (i32)** %4, align 4
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !331, metadata !DIExpression()), !dbg !332
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !333, metadata !DIExpression()), !dbg !334
  %9 = load void (i32)*, void (i32)** %4, align 4, !dbg !335
  %10 = load i32, i32* %5, align 4, !dbg !337
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !335

11:                                               ; preds = %2
  br label %29, !dbg !338

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null, !dbg !339
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !339
  store i8* %14, i8** %6, align 4, !dbg !339
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !339
  store i32 %15, i32* %7, align 4, !dbg !339
  br label %16, !dbg !339

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !338
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !338
  %19 = icmp eq i32 %17, %18, !dbg !338
  br i1 %19, label %20, label %26, !dbg !338

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %8, metadata !340, metadata !DIExpression()), !dbg !341
  %21 = load i8*, i8** %6, align 4, !dbg !342
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !342
  %23 = bitcast i8* %22 to i32*, !dbg !342
  %24 = load i32, i32* %23, align 4, !dbg !342
  store i32 %24, i32* %8, align 4, !dbg !342
  %25 = load i32, i32* %8, align 4, !dbg !344
  store i32 %25, i32* %3, align 4, !dbg !346
  call void @__cxa_end_catch() #14, !dbg !347
  br label %30

26:                                               ; preds = %16
  %27 = load i8*, i8** %6, align 4, !dbg !338
  %28 = call i8* @__cxa_begin_catch(i8* %27) #14, !dbg !338
  store i32 -1, i32* %3, align 4, !dbg !348
  call void @__cxa_end_catch(), !dbg !342
  br label %30

29:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !349
  br label %30, !dbg !349

30:                                               ; preds = %29, %20, %26
  %31 = load i32, i32* %3, align 4, !dbg !350
  ret i32 %31, !dbg !350
}

; Function Attrs: mustprogress noinline optnone ssp
define internal void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #8 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !351 {
  %3 = alloca %class.anon*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon** %3, metadata !360, metadata !DIExpression()), !dbg !362
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !363, metadata !DIExpression()), !dbg !364
  %7 = load %class.anon*, %class.anon** %3, align 4
  %8 = load i32, i32* %4, align 4, !dbg !365
  %9 = and i32 %8, 1, !dbg !367
  %10 = icmp ne i32 %9, 0, !dbg !365
  br i1 %10, label %11, label %22, !dbg !368

11:                                               ; preds = %2
  %12 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !369
  %13 = bitcast i8* %12 to %struct.Fragile*, !dbg !369
  %14 = load i32, i32* %4, align 4, !dbg !370
  %15 = mul nsw i32 %14, 3, !dbg !371
  %16 = invoke noundef %struct.Fragile* @_ZN7FragileC1Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %13, i32 noundef %15)
          to label %17 unwind label %18, !dbg !372

17:                                               ; preds = %11
  call void @__cxa_throw(i8* %12, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (%struct.Fragile* (%struct.Fragile*)* @_ZN7FragileD1Ev to i8*)) #11, !dbg !369
  unreachable, !dbg !369

18:                                               ; preds = %11
  %19 = landingpad { i8*, i32 }
          cleanup, !dbg !373
  %20 = extractvalue { i8*, i32 } %19, 0, !dbg !373
  store i8* %20, i8** %5, align 4, !dbg !373
  %21 = extractvalue { i8*, i32 } %19, 1, !dbg !373
  store i32 %21, i32* %6, align 4, !dbg !373
  call void @__cxa_free_exception(i8* %12) #14, !dbg !369
  br label %28, !dbg !369

22:                                               ; preds = %2
  %23 = load i32, i32* %4, align 4, !dbg !374
  %24 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0, !dbg !375
  %25 = load i32*, i32** %24, align 4, !dbg !375
  %26 = load i32, i32* %25, align 4, !dbg !376
  %27 = add nsw i32 %26, %23, !dbg !376
  store i32 %27, i32* %25, align 4, !dbg !376
  ret void, !dbg !377

28:                                               ; preds = %18
  %29 = load i8*, i8** %5, align 4, !dbg !369
  %30 = load i32, i32* %6, align 4, !dbg !369
  %31 = insertvalue { i8*, i32 } undef, i8* %29, 0, !dbg !369
  %32 = insertvalue { i8*, i32 } %31, i32 %30, 1, !dbg !369
  resume { i8*, i32 } %32, !dbg !369
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #10 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #14
  call void @_ZSt9terminatev() #15
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !378 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 4
  %5 = alloca %struct.Scope, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Scope, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Scope, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !379, metadata !DIExpression()), !dbg !380
  call void @llvm.dbg.declare(metadata %struct.Scope* %4, metadata !381, metadata !DIExpression()), !dbg !392
  %13 = call noundef %struct.Scope* @_ZN5ScopeC1EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)), !dbg !392
  call void @llvm.dbg.declare(metadata %struct.Scope* %5, metadata !393, metadata !DIExpression()), !dbg !395
  %14 = invoke noundef %struct.Scope* @_ZN5ScopeC1EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0))
          to label %15 unwind label %24, !dbg !395

15:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata %struct.Scope* %8, metadata !396, metadata !DIExpression()), !dbg !398
  %16 = invoke noundef %struct.Scope* @_ZN5ScopeC1EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0))
          to label %17 unwind label %28, !dbg !398

17:                                               ; preds = %15
  %18 = load i32, i32* %3, align 4, !dbg !399
  %19 = icmp sgt i32 %18, 0, !dbg !401
  br i1 %19, label %20, label %55, !dbg !402

20:                                               ; preds = %17
  %21 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !403
  %22 = bitcast i8* %21 to i32*, !dbg !403
  %23 = load i32, i32* %3, align 4, !dbg !404
  store i32 %23, i32* %22, align 8, !dbg !403
  invoke void @__cxa_throw(i8* %21, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %99 unwind label %32, !dbg !403

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !405
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !405
  store i8* %26, i8** %6, align 4, !dbg !405
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !405
  store i32 %27, i32* %7, align 4, !dbg !405
  br label %77, !dbg !405

28:                                               ; preds = %15
  %29 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !406
  %30 = extractvalue { i8*, i32 } %29, 0, !dbg !406
  store i8* %30, i8** %6, align 4, !dbg !406
  %31 = extractvalue { i8*, i32 } %29, 1, !dbg !406
  store i32 %31, i32* %7, align 4, !dbg !406
  br label %37, !dbg !406

32:                                               ; preds = %20
  %33 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !407
  %34 = extractvalue { i8*, i32 } %33, 0, !dbg !407
  store i8* %34, i8** %6, align 4, !dbg !407
  %35 = extractvalue { i8*, i32 } %33, 1, !dbg !407
  store i32 %35, i32* %7, align 4, !dbg !407
  %36 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %8) #14, !dbg !408
  br label %37, !dbg !408

37:                                               ; preds = %32, %28
  %38 = load i32, i32* %7, align 4, !dbg !409
  %39 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !409
  %40 = icmp eq i32 %38, %39, !dbg !409
  br i1 %40, label %41, label %75, !dbg !409

41:                                               ; preds = %37
  call void @llvm.dbg.declare(metadata i32* %9, metadata !410, metadata !DIExpression()), !dbg !411
  %42 = load i8*, i8** %6, align 4, !dbg !409
  %43 = call i8* @__cxa_begin_catch(i8* %42) #14, !dbg !409
  %44 = bitcast i8* %43 to i32*, !dbg !409
  %45 = load i32, i32* %44, align 4, !dbg !409
  store i32 %45, i32* %9, align 4, !dbg !409
  call void @llvm.dbg.declare(metadata %struct.Scope* %10, metadata !412, metadata !DIExpression()), !dbg !414
  %46 = invoke noundef %struct.Scope* @_ZN5ScopeC1EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %10, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0))
          to label %47 unwind label %57, !dbg !414

47:                                               ; preds = %41
  %48 = load i32, i32* %9, align 4, !dbg !415
  %49 = icmp sgt i32 %48, 1, !dbg !417
  br i1 %49, label %50, label %66, !dbg !418

50:                                               ; preds = %47
  %51 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !419
  %52 = bitcast i8* %51 to i32*, !dbg !419
  %53 = load i32, i32* %9, align 4, !dbg !420
  %54 = add nsw i32 %53, 10, !dbg !421
  store i32 %54, i32* %52, align 8, !dbg !419
  invoke void @__cxa_throw(i8* %51, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %99 unwind label %61, !dbg !419

55:                                               ; preds = %17
  %56 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %8) #14, !dbg !408
  br label %70, !dbg !409

57:                                               ; preds = %41
  %58 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !422
  %59 = extractvalue { i8*, i32 } %58, 0, !dbg !422
  store i8* %59, i8** %6, align 4, !dbg !422
  %60 = extractvalue { i8*, i32 } %58, 1, !dbg !422
  store i32 %60, i32* %7, align 4, !dbg !422
  br label %69, !dbg !422

61:                                               ; preds = %50
  %62 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !423
  %63 = extractvalue { i8*, i32 } %62, 0, !dbg !423
  store i8* %63, i8** %6, align 4, !dbg !423
  %64 = extractvalue { i8*, i32 } %62, 1, !dbg !423
  store i32 %64, i32* %7, align 4, !dbg !423
  %65 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %10) #14, !dbg !424
  br label %69, !dbg !424

66:                                               ; preds = %47
  %67 = load i32, i32* %9, align 4, !dbg !425
  store i32 %67, i32* %2, align 4, !dbg !426
  store i32 1, i32* %11, align 4
  %68 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %10) #14, !dbg !424
  call void @__cxa_end_catch() #14, !dbg !427
  br label %71

69:                                               ; preds = %61, %57
  call void @__cxa_end_catch() #14, !dbg !427
  br label %75, !dbg !427

70:                                               ; preds = %55
  store i32 0, i32* %11, align 4, !dbg !428
  br label %71, !dbg !428

71:                                               ; preds = %70, %66
  %72 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5) #14, !dbg !428
  %73 = load i32, i32* %11, align 4
  switch i32 %73, label %89 [
    i32 0, label %74
  ]

74:                                               ; preds = %71
  br label %88, !dbg !429

75:                                               ; preds = %69, %37
  %76 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5) #14, !dbg !428
  br label %77, !dbg !428

77:                                               ; preds = %75, %24
  %78 = load i32, i32* %7, align 4, !dbg !429
  %79 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !429
  %80 = icmp eq i32 %78, %79, !dbg !429
  br i1 %80, label %81, label %92, !dbg !429

81:                                               ; preds = %77
  call void @llvm.dbg.declare(metadata i32* %12, metadata !430, metadata !DIExpression()), !dbg !431
  %82 = load i8*, i8** %6, align 4, !dbg !429
  %83 = call i8* @__cxa_begin_catch(i8* %82) #14, !dbg !429
  %84 = bitcast i8* %83 to i32*, !dbg !429
  %85 = load i32, i32* %84, align 4, !dbg !429
  store i32 %85, i32* %12, align 4, !dbg !429
  %86 = load i32, i32* %12, align 4, !dbg !432
  %87 = mul nsw i32 %86, 100, !dbg !434
  store i32 %87, i32* %2, align 4, !dbg !435
  store i32 1, i32* %11, align 4
  call void @__cxa_end_catch() #14, !dbg !436
  br label %89

88:                                               ; preds = %74
  store i32 0, i32* %2, align 4, !dbg !437
  store i32 1, i32* %11, align 4
  br label %89, !dbg !437

89:                                               ; preds = %88, %81, %71
  %90 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4) #14, !dbg !438
  %91 = load i32, i32* %2, align 4, !dbg !438
  ret i32 %91, !dbg !438

92:                                               ; preds = %77
  %93 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4) #14, !dbg !438
  br label %94, !dbg !438

94:                                               ; preds = %92
  %95 = load i8*, i8** %6, align 4, !dbg !438
  %96 = load i32, i32* %7, align 4, !dbg !438
  %97 = insertvalue { i8*, i32 } undef, i8* %95, 0, !dbg !438
  %98 = insertvalue { i8*, i32 } %97, i32 %96, 1, !dbg !438
  resume { i8*, i32 } %98, !dbg !438

99:                                               ; preds = %50, %20
  unreachable
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 align 2 !dbg !439 {
  %3 = alloca %struct.Fragile*, align 4
  %4 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %3, metadata !440, metadata !DIExpression()), !dbg !441
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !442, metadata !DIExpression()), !dbg !443
  %5 = load %struct.Fragile*, %struct.Fragile** %3, align 4
  %6 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %5, i32 0, i32 0, !dbg !444
  %7 = load i32, i32* %4, align 4, !dbg !445
  store i32 %7, i32* %6, align 4, !dbg !444
  %8 = load i32, i32* %4, align 4, !dbg !446
  %9 = icmp eq i32 %8, 13, !dbg !449
  br i1 %9, label %10, label %13, !dbg !450

10:                                               ; preds = %2
  %11 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !451
  %12 = bitcast i8* %11 to i8**, !dbg !451
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %12, align 8, !dbg !451
  call void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11, !dbg !451
  unreachable, !dbg !451

13:                                               ; preds = %2
  %14 = load i32, i32* @_ZL5ctors, align 4, !dbg !452
  %15 = add nsw i32 %14, 1, !dbg !452
  store i32 %15, i32* @_ZL5ctors, align 4, !dbg !452
  ret %struct.Fragile* %5, !dbg !453
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 !dbg !454 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !455, metadata !DIExpression()), !dbg !456
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %3, i32 0, i32 0, !dbg !457
  %5 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !458
  store i32 %5, i32* %4, align 4, !dbg !457
  %6 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !459
  %7 = add nsw i32 %6, -1, !dbg !459
  store i32 %7, i32* @_ZN7Fragile6budgetE, align 4, !dbg !459
  %8 = icmp slt i32 %7, 0, !dbg !462
  br i1 %8, label %9, label %13, !dbg !463

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i32 4) #14, !dbg !464
  %11 = bitcast i8* %10 to i32*, !dbg !464
  %12 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !465
  store i32 %12, i32* %11, align 8, !dbg !464
  call void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11, !dbg !464
  unreachable, !dbg !464

13:                                               ; preds = %1
  %14 = load i32, i32* @_ZL5ctors, align 4, !dbg !466
  %15 = add nsw i32 %14, 1, !dbg !466
  store i32 %15, i32* @_ZL5ctors, align 4, !dbg !466
  ret %struct.Fragile* %3, !dbg !467
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 !dbg !468 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !469, metadata !DIExpression()), !dbg !470
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = load i32, i32* @_ZL5dtors, align 4, !dbg !471
  %5 = add nsw i32 %4, 1, !dbg !471
  store i32 %5, i32* @_ZL5dtors, align 4, !dbg !471
  ret %struct.Fragile* %3, !dbg !473
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Scope* @_ZN5ScopeC1EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #5 align 2 !dbg !474 {
  %3 = alloca %struct.Scope*, align 4
  %4 = alloca i8*, align 4
  store %struct.Scope* %0, %struct.Scope** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Scope** %3, metadata !475, metadata !DIExpression()), !dbg !477
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !478, metadata !DIExpression()), !dbg !479
  %5 = load %struct.Scope*, %struct.Scope** %3, align 4
  %6 = load i8*, i8** %4, align 4, !dbg !480
  %7 = call noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5, i8* noundef %6), !dbg !480
  ret %struct.Scope* %5, !dbg !481
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 !dbg !482 {
  %2 = alloca %struct.Scope*, align 4
  store %struct.Scope* %0, %struct.Scope** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Scope** %2, metadata !483, metadata !DIExpression()), !dbg !484
  %3 = load %struct.Scope*, %struct.Scope** %2, align 4
  %4 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %3) #14, !dbg !485
  ret %struct.Scope* %3, !dbg !486
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #7 align 2 !dbg !487 {
  %3 = alloca %struct.Scope*, align 4
  %4 = alloca i8*, align 4
  store %struct.Scope* %0, %struct.Scope** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Scope** %3, metadata !488, metadata !DIExpression()), !dbg !489
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !490, metadata !DIExpression()), !dbg !491
  %5 = load %struct.Scope*, %struct.Scope** %3, align 4
  %6 = getelementptr inbounds %struct.Scope, %struct.Scope* %5, i32 0, i32 0, !dbg !492
  %7 = load i8*, i8** %4, align 4, !dbg !493
  store i8* %7, i8** %6, align 4, !dbg !492
  ret %struct.Scope* %5, !dbg !494
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) !dbg !495 {
  %2 = alloca %struct.Scope*, align 4
  store %struct.Scope* %0, %struct.Scope** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Scope** %2, metadata !496, metadata !DIExpression()), !dbg !497
  %3 = load %struct.Scope*, %struct.Scope** %2, align 4
  %4 = getelementptr inbounds %struct.Scope, %struct.Scope* %3, i32 0, i32 0, !dbg !498
  %5 = load i8*, i8** %4, align 4, !dbg !498
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8, !dbg !500

7:                                                ; preds = %1
  ret %struct.Scope* %3, !dbg !501

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null, !dbg !500
  %10 = extractvalue { i8*, i32 } %9, 0, !dbg !500
  call void @__clang_call_terminate(i8* %10) #15, !dbg !500
  unreachable, !dbg !500
}

attributes #0 = { mustprogress nobuiltin noinline optnone ssp allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline norecurse optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind readnone }
attributes #7 = { noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { mustprogress noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { mustprogress noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { noinline noreturn nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !20, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus")
!4 = !{!5, !6, !7, !10}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Fragile", file: !3, line: 20, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !8, identifier: "_ZTS7Fragile")
!8 = !{!9, !11, !12, !16, !19}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !7, file: !3, line: 21, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "budget", scope: !7, file: !3, line: 22, baseType: !10, flags: DIFlagStaticMember)
!12 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: 0)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: 0)
!20 = !{!21, !0, !23, !25, !27}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "budget", linkageName: "_ZN7Fragile6budgetE", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "frees", linkageName: "_ZL5frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "ctors", linkageName: "_ZL5ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "dtors", linkageName: "_ZL5dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!29 = !{i32 7, !"Dwarf Version", i32 2}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 1, !"min_enum_size", i32 4}
!33 = !{i32 1, !"branch-target-enforcement", i32 0}
!34 = !{i32 1, !"sign-return-address", i32 0}
!35 = !{i32 1, !"sign-return-address-all", i32 0}
!36 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!37 = !{i32 7, !"PIC Level", i32 2}
!38 = !{i32 7, !"frame-pointer", i32 2}
!39 = !{!"Debian clang version 14.0.6"}
!40 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 15, type: !41, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !45)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !44}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!44 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!45 = !{}
!46 = !DILocalVariable(name: "n", arg: 1, scope: !40, file: !3, line: 15, type: !44)
!47 = !DILocation(line: 15, column: 34, scope: !40)
!48 = !DILocation(line: 15, column: 39, scope: !40)
!49 = !DILocation(line: 15, column: 63, scope: !40)
!50 = !DILocation(line: 15, column: 56, scope: !40)
!51 = !DILocation(line: 15, column: 49, scope: !40)
!52 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znam", scope: !3, file: !3, line: 16, type: !41, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !45)
!53 = !DILocalVariable(name: "n", arg: 1, scope: !52, file: !3, line: 16, type: !44)
!54 = !DILocation(line: 16, column: 36, scope: !52)
!55 = !DILocation(line: 16, column: 41, scope: !52)
!56 = !DILocation(line: 16, column: 65, scope: !52)
!57 = !DILocation(line: 16, column: 58, scope: !52)
!58 = !DILocation(line: 16, column: 51, scope: !52)
!59 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !60, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !45)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !43}
!62 = !DILocalVariable(name: "p", arg: 1, scope: !59, file: !3, line: 17, type: !43)
!63 = !DILocation(line: 17, column: 28, scope: !59)
!64 = !DILocation(line: 17, column: 45, scope: !65)
!65 = distinct !DILexicalBlock(scope: !59, file: !3, line: 17, column: 45)
!66 = !DILocation(line: 17, column: 45, scope: !59)
!67 = !DILocation(line: 17, column: 48, scope: !65)
!68 = !DILocation(line: 17, column: 62, scope: !59)
!69 = !DILocation(line: 17, column: 57, scope: !59)
!70 = !DILocation(line: 17, column: 66, scope: !59)
!71 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !60, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !45)
!72 = !DILocalVariable(name: "p", arg: 1, scope: !71, file: !3, line: 18, type: !43)
!73 = !DILocation(line: 18, column: 30, scope: !71)
!74 = !DILocation(line: 18, column: 47, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !3, line: 18, column: 47)
!76 = !DILocation(line: 18, column: 47, scope: !71)
!77 = !DILocation(line: 18, column: 50, scope: !75)
!78 = !DILocation(line: 18, column: 64, scope: !71)
!79 = !DILocation(line: 18, column: 59, scope: !71)
!80 = !DILocation(line: 18, column: 68, scope: !71)
!81 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !82, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !45)
!82 = !DISubroutineType(types: !83)
!83 = !{!10}
!84 = !DILocalVariable(name: "f", scope: !85, file: !3, line: 84, type: !86)
!85 = distinct !DILexicalBlock(scope: !81, file: !3, line: 83, column: 7)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!87 = !DILocation(line: 84, column: 14, scope: !85)
!88 = !DILocation(line: 84, column: 18, scope: !85)
!89 = !DILocation(line: 84, column: 22, scope: !85)
!90 = !DILocation(line: 85, column: 31, scope: !85)
!91 = !DILocation(line: 85, column: 34, scope: !85)
!92 = !DILocation(line: 85, column: 5, scope: !85)
!93 = !DILocation(line: 86, column: 3, scope: !85)
!94 = !DILocation(line: 127, column: 1, scope: !85)
!95 = !DILocalVariable(name: "msg", scope: !81, file: !3, line: 86, type: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 32)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!98 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!99 = !DILocation(line: 86, column: 24, scope: !81)
!100 = !DILocation(line: 87, column: 46, scope: !101)
!101 = distinct !DILexicalBlock(scope: !81, file: !3, line: 86, column: 29)
!102 = !DILocation(line: 87, column: 51, scope: !101)
!103 = !DILocation(line: 87, column: 59, scope: !101)
!104 = !DILocation(line: 87, column: 5, scope: !101)
!105 = !DILocation(line: 88, column: 3, scope: !101)
!106 = !DILocation(line: 91, column: 19, scope: !81)
!107 = !DILocalVariable(name: "arr", scope: !108, file: !3, line: 93, type: !86)
!108 = distinct !DILexicalBlock(scope: !81, file: !3, line: 92, column: 7)
!109 = !DILocation(line: 93, column: 14, scope: !108)
!110 = !DILocation(line: 93, column: 20, scope: !108)
!111 = !DILocation(line: 94, column: 14, scope: !108)
!112 = !DILocation(line: 94, column: 5, scope: !108)
!113 = !DILocation(line: 95, column: 3, scope: !108)
!114 = !DILocation(line: 127, column: 1, scope: !101)
!115 = !DILocation(line: 127, column: 1, scope: !108)
!116 = !DILocalVariable(name: "b", scope: !81, file: !3, line: 95, type: !10)
!117 = !DILocation(line: 95, column: 16, scope: !81)
!118 = !DILocation(line: 96, column: 70, scope: !119)
!119 = distinct !DILexicalBlock(scope: !81, file: !3, line: 95, column: 19)
!120 = !DILocation(line: 96, column: 73, scope: !119)
!121 = !DILocation(line: 96, column: 80, scope: !119)
!122 = !DILocation(line: 96, column: 87, scope: !119)
!123 = !DILocation(line: 96, column: 5, scope: !119)
!124 = !DILocation(line: 97, column: 3, scope: !119)
!125 = !DILocalVariable(name: "ok", scope: !81, file: !3, line: 99, type: !10)
!126 = !DILocation(line: 99, column: 7, scope: !81)
!127 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 100, type: !10)
!128 = distinct !DILexicalBlock(scope: !81, file: !3, line: 100, column: 3)
!129 = !DILocation(line: 100, column: 12, scope: !128)
!130 = !DILocation(line: 100, column: 8, scope: !128)
!131 = !DILocation(line: 100, column: 19, scope: !132)
!132 = distinct !DILexicalBlock(scope: !128, file: !3, line: 100, column: 3)
!133 = !DILocation(line: 100, column: 21, scope: !132)
!134 = !DILocation(line: 100, column: 3, scope: !128)
!135 = !DILocation(line: 102, column: 23, scope: !136)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 101, column: 9)
!137 = distinct !DILexicalBlock(scope: !132, file: !3, line: 100, column: 31)
!138 = !DILocation(line: 102, column: 13, scope: !136)
!139 = !DILocation(line: 102, column: 10, scope: !136)
!140 = !DILocation(line: 103, column: 5, scope: !136)
!141 = !DILocation(line: 127, column: 1, scope: !119)
!142 = !DILocation(line: 127, column: 1, scope: !136)
!143 = !DILocalVariable(name: "e", scope: !137, file: !3, line: 103, type: !10)
!144 = !DILocation(line: 103, column: 18, scope: !137)
!145 = !DILocation(line: 104, column: 33, scope: !146)
!146 = distinct !DILexicalBlock(scope: !137, file: !3, line: 103, column: 21)
!147 = !DILocation(line: 104, column: 7, scope: !146)
!148 = !DILocation(line: 105, column: 5, scope: !146)
!149 = !DILocation(line: 106, column: 3, scope: !137)
!150 = !DILocation(line: 100, column: 26, scope: !132)
!151 = !DILocation(line: 100, column: 3, scope: !132)
!152 = distinct !{!152, !134, !153, !154}
!153 = !DILocation(line: 106, column: 3, scope: !128)
!154 = !{!"llvm.loop.mustprogress"}
!155 = !DILocation(line: 127, column: 1, scope: !146)
!156 = !DILocation(line: 107, column: 41, scope: !81)
!157 = !DILocation(line: 107, column: 45, scope: !81)
!158 = !DILocation(line: 107, column: 57, scope: !81)
!159 = !DILocation(line: 107, column: 3, scope: !81)
!160 = !DILocation(line: 109, column: 57, scope: !81)
!161 = !DILocation(line: 110, column: 10, scope: !81)
!162 = !DILocation(line: 110, column: 46, scope: !81)
!163 = !DILocation(line: 109, column: 3, scope: !81)
!164 = !DILocalVariable(name: "thrower", scope: !81, file: !3, line: 112, type: !165)
!165 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !81, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !166)
!166 = !{!167}
!167 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !165, file: !3, line: 112, baseType: !168, size: 32)
!168 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!169 = !DILocation(line: 112, column: 8, scope: !81)
!170 = !DILocation(line: 112, column: 18, scope: !81)
!171 = !DILocalVariable(name: "k", scope: !172, file: !3, line: 116, type: !10)
!172 = distinct !DILexicalBlock(scope: !81, file: !3, line: 116, column: 3)
!173 = !DILocation(line: 116, column: 12, scope: !172)
!174 = !DILocation(line: 116, column: 8, scope: !172)
!175 = !DILocation(line: 116, column: 19, scope: !176)
!176 = distinct !DILexicalBlock(scope: !172, file: !3, line: 116, column: 3)
!177 = !DILocation(line: 116, column: 21, scope: !176)
!178 = !DILocation(line: 116, column: 3, scope: !172)
!179 = !DILocation(line: 118, column: 15, scope: !180)
!180 = distinct !DILexicalBlock(scope: !181, file: !3, line: 117, column: 9)
!181 = distinct !DILexicalBlock(scope: !176, file: !3, line: 116, column: 31)
!182 = !DILocation(line: 118, column: 7, scope: !180)
!183 = !DILocation(line: 119, column: 5, scope: !180)
!184 = !DILocation(line: 127, column: 1, scope: !180)
!185 = !DILocalVariable(name: "f", scope: !181, file: !3, line: 119, type: !186)
!186 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!187 = !DILocation(line: 119, column: 23, scope: !181)
!188 = !DILocation(line: 120, column: 44, scope: !189)
!189 = distinct !DILexicalBlock(scope: !181, file: !3, line: 119, column: 26)
!190 = !DILocation(line: 120, column: 46, scope: !189)
!191 = !DILocation(line: 120, column: 7, scope: !189)
!192 = !DILocation(line: 121, column: 5, scope: !189)
!193 = !DILocation(line: 122, column: 3, scope: !181)
!194 = !DILocation(line: 116, column: 26, scope: !176)
!195 = !DILocation(line: 116, column: 3, scope: !176)
!196 = distinct !{!196, !178, !197, !154}
!197 = !DILocation(line: 122, column: 3, scope: !172)
!198 = !DILocation(line: 127, column: 1, scope: !189)
!199 = !DILocalVariable(name: "d", scope: !200, file: !3, line: 124, type: !10)
!200 = distinct !DILexicalBlock(scope: !81, file: !3, line: 124, column: 3)
!201 = !DILocation(line: 124, column: 12, scope: !200)
!202 = !DILocation(line: 124, column: 8, scope: !200)
!203 = !DILocation(line: 124, column: 19, scope: !204)
!204 = distinct !DILexicalBlock(scope: !200, file: !3, line: 124, column: 3)
!205 = !DILocation(line: 124, column: 21, scope: !204)
!206 = !DILocation(line: 124, column: 3, scope: !200)
!207 = !DILocation(line: 124, column: 60, scope: !204)
!208 = !DILocation(line: 124, column: 71, scope: !204)
!209 = !DILocation(line: 124, column: 63, scope: !204)
!210 = !DILocation(line: 124, column: 31, scope: !204)
!211 = !DILocation(line: 124, column: 26, scope: !204)
!212 = !DILocation(line: 124, column: 3, scope: !204)
!213 = distinct !{!213, !206, !214, !154}
!214 = !DILocation(line: 124, column: 73, scope: !200)
!215 = !DILocation(line: 125, column: 64, scope: !81)
!216 = !DILocation(line: 125, column: 72, scope: !81)
!217 = !DILocation(line: 125, column: 79, scope: !81)
!218 = !DILocation(line: 125, column: 86, scope: !81)
!219 = !DILocation(line: 125, column: 93, scope: !81)
!220 = !DILocation(line: 125, column: 3, scope: !81)
!221 = !DILocation(line: 126, column: 3, scope: !81)
!222 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC1Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !45)
!223 = !DILocalVariable(name: "this", arg: 1, scope: !222, type: !86, flags: DIFlagArtificial | DIFlagObjectPointer)
!224 = !DILocation(line: 0, scope: !222)
!225 = !DILocalVariable(name: "x", arg: 2, scope: !222, file: !3, line: 27, type: !10)
!226 = !DILocation(line: 27, column: 24, scope: !222)
!227 = !DILocation(line: 27, column: 34, scope: !222)
!228 = !DILocation(line: 30, column: 3, scope: !222)
!229 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC1Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !45)
!230 = !DILocalVariable(name: "this", arg: 1, scope: !229, type: !86, flags: DIFlagArtificial | DIFlagObjectPointer)
!231 = !DILocation(line: 0, scope: !229)
!232 = !DILocation(line: 23, column: 25, scope: !229)
!233 = !DILocation(line: 26, column: 3, scope: !229)
!234 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD1Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !45)
!235 = !DILocalVariable(name: "this", arg: 1, scope: !234, type: !86, flags: DIFlagArtificial | DIFlagObjectPointer)
!236 = !DILocation(line: 0, scope: !234)
!237 = !DILocation(line: 31, column: 14, scope: !234)
!238 = !DILocation(line: 31, column: 25, scope: !234)
!239 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !240, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!240 = !DISubroutineType(types: !241)
!241 = !{!10, !10}
!242 = !DILocalVariable(name: "x", arg: 1, scope: !239, file: !3, line: 36, type: !10)
!243 = !DILocation(line: 36, column: 26, scope: !239)
!244 = !DILocation(line: 37, column: 7, scope: !245)
!245 = distinct !DILexicalBlock(scope: !239, file: !3, line: 37, column: 7)
!246 = !DILocation(line: 37, column: 9, scope: !245)
!247 = !DILocation(line: 37, column: 7, scope: !239)
!248 = !DILocation(line: 37, column: 14, scope: !245)
!249 = !DILocation(line: 37, column: 20, scope: !245)
!250 = !DILocation(line: 37, column: 22, scope: !245)
!251 = !DILocation(line: 39, column: 1, scope: !245)
!252 = !DILocation(line: 38, column: 3, scope: !239)
!253 = !DILocation(line: 38, column: 10, scope: !239)
!254 = distinct !DISubprogram(name: "nothing", linkageName: "_ZL7nothingi", scope: !3, file: !3, line: 40, type: !240, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!255 = !DILocalVariable(name: "x", arg: 1, scope: !254, file: !3, line: 40, type: !10)
!256 = !DILocation(line: 40, column: 24, scope: !254)
!257 = !DILocation(line: 40, column: 44, scope: !254)
!258 = !DILocation(line: 40, column: 46, scope: !254)
!259 = !DILocation(line: 40, column: 37, scope: !254)
!260 = distinct !DISubprogram(name: "never", linkageName: "_ZL5neveri", scope: !3, file: !3, line: 41, type: !240, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!261 = !DILocalVariable(name: "x", arg: 1, scope: !260, file: !3, line: 41, type: !10)
!262 = !DILocation(line: 41, column: 22, scope: !260)
!263 = !DILocation(line: 41, column: 49, scope: !260)
!264 = !DILocation(line: 41, column: 51, scope: !260)
!265 = !DILocation(line: 41, column: 42, scope: !260)
!266 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !267, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !272, retainedNodes: !45)
!267 = !DISubroutineType(types: !268)
!268 = !{!10, !269, !10}
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 32)
!270 = !DISubroutineType(types: !271)
!271 = !{null, !10}
!272 = !{!273}
!273 = !DITemplateTypeParameter(name: "T", type: !5)
!274 = !DILocalVariable(name: "f", arg: 1, scope: !266, file: !3, line: 43, type: !269)
!275 = !DILocation(line: 43, column: 50, scope: !266)
!276 = !DILocalVariable(name: "arg", arg: 2, scope: !266, file: !3, line: 43, type: !10)
!277 = !DILocation(line: 43, column: 63, scope: !266)
!278 = !DILocation(line: 45, column: 5, scope: !279)
!279 = distinct !DILexicalBlock(scope: !266, file: !3, line: 44, column: 7)
!280 = !DILocation(line: 45, column: 7, scope: !279)
!281 = !DILocation(line: 46, column: 3, scope: !279)
!282 = !DILocation(line: 52, column: 1, scope: !279)
!283 = !DILocalVariable(name: "v", scope: !266, file: !3, line: 46, type: !5)
!284 = !DILocation(line: 46, column: 14, scope: !266)
!285 = !DILocation(line: 50, column: 3, scope: !286)
!286 = distinct !DILexicalBlock(scope: !266, file: !3, line: 48, column: 17)
!287 = !DILocation(line: 47, column: 17, scope: !288)
!288 = distinct !DILexicalBlock(scope: !266, file: !3, line: 46, column: 17)
!289 = !DILocation(line: 47, column: 5, scope: !288)
!290 = !DILocation(line: 48, column: 3, scope: !288)
!291 = !DILocation(line: 49, column: 5, scope: !286)
!292 = !DILocation(line: 51, column: 3, scope: !266)
!293 = !DILocation(line: 52, column: 1, scope: !266)
!294 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !270, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!295 = !DILocalVariable(name: "x", arg: 1, scope: !294, file: !3, line: 54, type: !10)
!296 = !DILocation(line: 54, column: 29, scope: !294)
!297 = !DILocation(line: 54, column: 34, scope: !294)
!298 = !DILocation(line: 54, column: 47, scope: !294)
!299 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !267, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !300, retainedNodes: !45)
!300 = !{!301}
!301 = !DITemplateTypeParameter(name: "T", type: !6)
!302 = !DILocalVariable(name: "f", arg: 1, scope: !299, file: !3, line: 43, type: !269)
!303 = !DILocation(line: 43, column: 50, scope: !299)
!304 = !DILocalVariable(name: "arg", arg: 2, scope: !299, file: !3, line: 43, type: !10)
!305 = !DILocation(line: 43, column: 63, scope: !299)
!306 = !DILocation(line: 45, column: 5, scope: !307)
!307 = distinct !DILexicalBlock(scope: !299, file: !3, line: 44, column: 7)
!308 = !DILocation(line: 45, column: 7, scope: !307)
!309 = !DILocation(line: 46, column: 3, scope: !307)
!310 = !DILocation(line: 52, column: 1, scope: !307)
!311 = !DILocalVariable(name: "v", scope: !299, file: !3, line: 46, type: !6)
!312 = !DILocation(line: 46, column: 14, scope: !299)
!313 = !DILocation(line: 50, column: 3, scope: !314)
!314 = distinct !DILexicalBlock(scope: !299, file: !3, line: 48, column: 17)
!315 = !DILocation(line: 47, column: 17, scope: !316)
!316 = distinct !DILexicalBlock(scope: !299, file: !3, line: 46, column: 17)
!317 = !DILocation(line: 47, column: 5, scope: !316)
!318 = !DILocation(line: 48, column: 3, scope: !316)
!319 = !DILocation(line: 49, column: 5, scope: !314)
!320 = !DILocation(line: 51, column: 3, scope: !299)
!321 = !DILocation(line: 52, column: 1, scope: !299)
!322 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !270, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!323 = !DILocalVariable(name: "x", arg: 1, scope: !322, file: !3, line: 55, type: !10)
!324 = !DILocation(line: 55, column: 28, scope: !322)
!325 = !DILocation(line: 55, column: 33, scope: !322)
!326 = !DILocation(line: 55, column: 50, scope: !322)
!327 = !DILocation(line: 55, column: 52, scope: !322)
!328 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !267, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !329, retainedNodes: !45)
!329 = !{!330}
!330 = !DITemplateTypeParameter(name: "T", type: !10)
!331 = !DILocalVariable(name: "f", arg: 1, scope: !328, file: !3, line: 43, type: !269)
!332 = !DILocation(line: 43, column: 50, scope: !328)
!333 = !DILocalVariable(name: "arg", arg: 2, scope: !328, file: !3, line: 43, type: !10)
!334 = !DILocation(line: 43, column: 63, scope: !328)
!335 = !DILocation(line: 45, column: 5, scope: !336)
!336 = distinct !DILexicalBlock(scope: !328, file: !3, line: 44, column: 7)
!337 = !DILocation(line: 45, column: 7, scope: !336)
!338 = !DILocation(line: 46, column: 3, scope: !336)
!339 = !DILocation(line: 52, column: 1, scope: !336)
!340 = !DILocalVariable(name: "v", scope: !328, file: !3, line: 46, type: !10)
!341 = !DILocation(line: 46, column: 14, scope: !328)
!342 = !DILocation(line: 50, column: 3, scope: !343)
!343 = distinct !DILexicalBlock(scope: !328, file: !3, line: 48, column: 17)
!344 = !DILocation(line: 47, column: 17, scope: !345)
!345 = distinct !DILexicalBlock(scope: !328, file: !3, line: 46, column: 17)
!346 = !DILocation(line: 47, column: 5, scope: !345)
!347 = !DILocation(line: 48, column: 3, scope: !345)
!348 = !DILocation(line: 49, column: 5, scope: !343)
!349 = !DILocation(line: 51, column: 3, scope: !328)
!350 = !DILocation(line: 52, column: 1, scope: !328)
!351 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !165, file: !3, line: 112, type: !352, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !356, retainedNodes: !45)
!352 = !DISubroutineType(types: !353)
!353 = !{null, !354, !10}
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !355, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!355 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !165)
!356 = !DISubprogram(name: "operator()", scope: !165, file: !3, line: 112, type: !357, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!357 = !DISubroutineType(types: !358)
!358 = !{!359, !354, !10}
!359 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!360 = !DILocalVariable(name: "this", arg: 1, scope: !351, type: !361, flags: DIFlagArtificial | DIFlagObjectPointer)
!361 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !355, size: 32)
!362 = !DILocation(line: 0, scope: !351)
!363 = !DILocalVariable(name: "k", arg: 2, scope: !351, file: !3, line: 112, type: !10)
!364 = !DILocation(line: 112, column: 28, scope: !351)
!365 = !DILocation(line: 113, column: 9, scope: !366)
!366 = distinct !DILexicalBlock(scope: !351, file: !3, line: 113, column: 9)
!367 = !DILocation(line: 113, column: 11, scope: !366)
!368 = !DILocation(line: 113, column: 9, scope: !351)
!369 = !DILocation(line: 113, column: 16, scope: !366)
!370 = !DILocation(line: 113, column: 30, scope: !366)
!371 = !DILocation(line: 113, column: 32, scope: !366)
!372 = !DILocation(line: 113, column: 22, scope: !366)
!373 = !DILocation(line: 115, column: 3, scope: !366)
!374 = !DILocation(line: 114, column: 11, scope: !351)
!375 = !DILocation(line: 114, column: 5, scope: !351)
!376 = !DILocation(line: 114, column: 8, scope: !351)
!377 = !DILocation(line: 115, column: 3, scope: !351)
!378 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !240, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!379 = !DILocalVariable(name: "depth", arg: 1, scope: !378, file: !3, line: 63, type: !10)
!380 = !DILocation(line: 63, column: 24, scope: !378)
!381 = !DILocalVariable(name: "s1", scope: !378, file: !3, line: 64, type: !382)
!382 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !383, identifier: "_ZTS5Scope")
!383 = !{!384, !385, !389}
!384 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !382, file: !3, line: 58, baseType: !96, size: 32)
!385 = !DISubprogram(name: "Scope", scope: !382, file: !3, line: 59, type: !386, scopeLine: 59, flags: DIFlagPrototyped, spFlags: 0)
!386 = !DISubroutineType(types: !387)
!387 = !{null, !388, !96}
!388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !382, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!389 = !DISubprogram(name: "~Scope", scope: !382, file: !3, line: 60, type: !390, scopeLine: 60, flags: DIFlagPrototyped, spFlags: 0)
!390 = !DISubroutineType(types: !391)
!391 = !{null, !388}
!392 = !DILocation(line: 64, column: 9, scope: !378)
!393 = !DILocalVariable(name: "s2", scope: !394, file: !3, line: 66, type: !382)
!394 = distinct !DILexicalBlock(scope: !378, file: !3, line: 65, column: 7)
!395 = !DILocation(line: 66, column: 11, scope: !394)
!396 = !DILocalVariable(name: "s3", scope: !397, file: !3, line: 68, type: !382)
!397 = distinct !DILexicalBlock(scope: !394, file: !3, line: 67, column: 9)
!398 = !DILocation(line: 68, column: 13, scope: !397)
!399 = !DILocation(line: 69, column: 11, scope: !400)
!400 = distinct !DILexicalBlock(scope: !397, file: !3, line: 69, column: 11)
!401 = !DILocation(line: 69, column: 17, scope: !400)
!402 = !DILocation(line: 69, column: 11, scope: !397)
!403 = !DILocation(line: 69, column: 22, scope: !400)
!404 = !DILocation(line: 69, column: 28, scope: !400)
!405 = !DILocation(line: 79, column: 1, scope: !394)
!406 = !DILocation(line: 79, column: 1, scope: !397)
!407 = !DILocation(line: 79, column: 1, scope: !400)
!408 = !DILocation(line: 70, column: 5, scope: !394)
!409 = !DILocation(line: 70, column: 5, scope: !397)
!410 = !DILocalVariable(name: "d", scope: !394, file: !3, line: 70, type: !10)
!411 = !DILocation(line: 70, column: 18, scope: !394)
!412 = !DILocalVariable(name: "s4", scope: !413, file: !3, line: 71, type: !382)
!413 = distinct !DILexicalBlock(scope: !394, file: !3, line: 70, column: 21)
!414 = !DILocation(line: 71, column: 13, scope: !413)
!415 = !DILocation(line: 72, column: 11, scope: !416)
!416 = distinct !DILexicalBlock(scope: !413, file: !3, line: 72, column: 11)
!417 = !DILocation(line: 72, column: 13, scope: !416)
!418 = !DILocation(line: 72, column: 11, scope: !413)
!419 = !DILocation(line: 72, column: 18, scope: !416)
!420 = !DILocation(line: 72, column: 24, scope: !416)
!421 = !DILocation(line: 72, column: 26, scope: !416)
!422 = !DILocation(line: 79, column: 1, scope: !413)
!423 = !DILocation(line: 79, column: 1, scope: !416)
!424 = !DILocation(line: 74, column: 5, scope: !394)
!425 = !DILocation(line: 73, column: 14, scope: !413)
!426 = !DILocation(line: 73, column: 7, scope: !413)
!427 = !DILocation(line: 74, column: 5, scope: !413)
!428 = !DILocation(line: 75, column: 3, scope: !378)
!429 = !DILocation(line: 75, column: 3, scope: !394)
!430 = !DILocalVariable(name: "d", scope: !378, file: !3, line: 75, type: !10)
!431 = !DILocation(line: 75, column: 16, scope: !378)
!432 = !DILocation(line: 76, column: 12, scope: !433)
!433 = distinct !DILexicalBlock(scope: !378, file: !3, line: 75, column: 19)
!434 = !DILocation(line: 76, column: 14, scope: !433)
!435 = !DILocation(line: 76, column: 5, scope: !433)
!436 = !DILocation(line: 77, column: 3, scope: !433)
!437 = !DILocation(line: 78, column: 3, scope: !378)
!438 = !DILocation(line: 79, column: 1, scope: !378)
!439 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !45)
!440 = !DILocalVariable(name: "this", arg: 1, scope: !439, type: !86, flags: DIFlagArtificial | DIFlagObjectPointer)
!441 = !DILocation(line: 0, scope: !439)
!442 = !DILocalVariable(name: "x", arg: 2, scope: !439, file: !3, line: 27, type: !10)
!443 = !DILocation(line: 27, column: 24, scope: !439)
!444 = !DILocation(line: 27, column: 29, scope: !439)
!445 = !DILocation(line: 27, column: 31, scope: !439)
!446 = !DILocation(line: 28, column: 9, scope: !447)
!447 = distinct !DILexicalBlock(scope: !448, file: !3, line: 28, column: 9)
!448 = distinct !DILexicalBlock(scope: !439, file: !3, line: 27, column: 34)
!449 = !DILocation(line: 28, column: 11, scope: !447)
!450 = !DILocation(line: 28, column: 9, scope: !448)
!451 = !DILocation(line: 28, column: 18, scope: !447)
!452 = !DILocation(line: 29, column: 5, scope: !448)
!453 = !DILocation(line: 30, column: 3, scope: !439)
!454 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !45)
!455 = !DILocalVariable(name: "this", arg: 1, scope: !454, type: !86, flags: DIFlagArtificial | DIFlagObjectPointer)
!456 = !DILocation(line: 0, scope: !454)
!457 = !DILocation(line: 23, column: 15, scope: !454)
!458 = !DILocation(line: 23, column: 17, scope: !454)
!459 = !DILocation(line: 24, column: 9, scope: !460)
!460 = distinct !DILexicalBlock(scope: !461, file: !3, line: 24, column: 9)
!461 = distinct !DILexicalBlock(scope: !454, file: !3, line: 23, column: 25)
!462 = !DILocation(line: 24, column: 18, scope: !460)
!463 = !DILocation(line: 24, column: 9, scope: !461)
!464 = !DILocation(line: 24, column: 23, scope: !460)
!465 = !DILocation(line: 24, column: 29, scope: !460)
!466 = !DILocation(line: 25, column: 5, scope: !461)
!467 = !DILocation(line: 26, column: 3, scope: !454)
!468 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !45)
!469 = !DILocalVariable(name: "this", arg: 1, scope: !468, type: !86, flags: DIFlagArtificial | DIFlagObjectPointer)
!470 = !DILocation(line: 0, scope: !468)
!471 = !DILocation(line: 31, column: 16, scope: !472)
!472 = distinct !DILexicalBlock(scope: !468, file: !3, line: 31, column: 14)
!473 = !DILocation(line: 31, column: 25, scope: !468)
!474 = distinct !DISubprogram(name: "Scope", linkageName: "_ZN5ScopeC1EPKc", scope: !382, file: !3, line: 59, type: !386, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !385, retainedNodes: !45)
!475 = !DILocalVariable(name: "this", arg: 1, scope: !474, type: !476, flags: DIFlagArtificial | DIFlagObjectPointer)
!476 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !382, size: 32)
!477 = !DILocation(line: 0, scope: !474)
!478 = !DILocalVariable(name: "n", arg: 2, scope: !474, file: !3, line: 59, type: !96)
!479 = !DILocation(line: 59, column: 21, scope: !474)
!480 = !DILocation(line: 59, column: 34, scope: !474)
!481 = !DILocation(line: 59, column: 35, scope: !474)
!482 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD1Ev", scope: !382, file: !3, line: 60, type: !390, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !389, retainedNodes: !45)
!483 = !DILocalVariable(name: "this", arg: 1, scope: !482, type: !476, flags: DIFlagArtificial | DIFlagObjectPointer)
!484 = !DILocation(line: 0, scope: !482)
!485 = !DILocation(line: 60, column: 12, scope: !482)
!486 = !DILocation(line: 60, column: 44, scope: !482)
!487 = distinct !DISubprogram(name: "Scope", linkageName: "_ZN5ScopeC2EPKc", scope: !382, file: !3, line: 59, type: !386, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !385, retainedNodes: !45)
!488 = !DILocalVariable(name: "this", arg: 1, scope: !487, type: !476, flags: DIFlagArtificial | DIFlagObjectPointer)
!489 = !DILocation(line: 0, scope: !487)
!490 = !DILocalVariable(name: "n", arg: 2, scope: !487, file: !3, line: 59, type: !96)
!491 = !DILocation(line: 59, column: 21, scope: !487)
!492 = !DILocation(line: 59, column: 26, scope: !487)
!493 = !DILocation(line: 59, column: 31, scope: !487)
!494 = !DILocation(line: 59, column: 35, scope: !487)
!495 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !382, file: !3, line: 60, type: !390, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !389, retainedNodes: !45)
!496 = !DILocalVariable(name: "this", arg: 1, scope: !495, type: !476, flags: DIFlagArtificial | DIFlagObjectPointer)
!497 = !DILocation(line: 0, scope: !495)
!498 = !DILocation(line: 60, column: 37, scope: !499)
!499 = distinct !DILexicalBlock(scope: !495, file: !3, line: 60, column: 12)
!500 = !DILocation(line: 60, column: 14, scope: !499)
!501 = !DILocation(line: 60, column: 44, scope: !495)
