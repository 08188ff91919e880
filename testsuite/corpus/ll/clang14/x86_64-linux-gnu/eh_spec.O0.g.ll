; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Fragile = type { i32 }
%class.anon = type { i32* }
%struct.Scope = type { i8* }

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileC2Ev = comdat any

$_ZN7FragileD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN5ScopeC2EPKc = comdat any

$_ZN5ScopeD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal global i32 0, align 4, !dbg !0
@_ZL5frees = internal global i32 0, align 4, !dbg !36
@_ZN7Fragile6budgetE = dso_local global i32 0, align 4, !dbg !34
@_ZTIPKc = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal global i32 0, align 4, !dbg !38
@_ZL5dtors = internal global i32 0, align 4, !dbg !40
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, comdat, align 8
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

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @_Znwm(i64 noundef %0) #0 !dbg !50 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !56, metadata !DIExpression()), !dbg !57
  %3 = load i32, i32* @_ZL6allocs, align 4, !dbg !58
  %4 = add nsw i32 %3, 1, !dbg !58
  store i32 %4, i32* @_ZL6allocs, align 4, !dbg !58
  %5 = load i64, i64* %2, align 8, !dbg !59
  %6 = call i8* @malloc(i64 noundef %5), !dbg !60
  ret i8* %6, !dbg !61
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i8* @malloc(i64 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @_Znam(i64 noundef %0) #0 !dbg !62 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !63, metadata !DIExpression()), !dbg !64
  %3 = load i32, i32* @_ZL6allocs, align 4, !dbg !65
  %4 = add nsw i32 %3, 1, !dbg !65
  store i32 %4, i32* @_ZL6allocs, align 4, !dbg !65
  %5 = load i64, i64* %2, align 8, !dbg !66
  %6 = call i8* @malloc(i64 noundef %5), !dbg !67
  ret i8* %6, !dbg !68
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !69 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !72, metadata !DIExpression()), !dbg !73
  %5 = load i8*, i8** %2, align 8, !dbg !74
  %6 = icmp ne i8* %5, null, !dbg !74
  br i1 %6, label %7, label %10, !dbg !76

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !77
  %9 = add nsw i32 %8, 1, !dbg !77
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !77
  br label %10, !dbg !77

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 8, !dbg !78
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13, !dbg !79

12:                                               ; preds = %10
  ret void, !dbg !80

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer, !dbg !80
  %15 = extractvalue { i8*, i32 } %14, 0, !dbg !80
  store i8* %15, i8** %3, align 8, !dbg !80
  %16 = extractvalue { i8*, i32 } %14, 1, !dbg !80
  store i32 %16, i32* %4, align 4, !dbg !80
  br label %17, !dbg !80

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 8, !dbg !80
  call void @__cxa_call_unexpected(i8* %18) #11, !dbg !80
  unreachable, !dbg !80
}

declare void @free(i8* noundef) #2

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(i8*)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdaPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !81 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !82, metadata !DIExpression()), !dbg !83
  %5 = load i8*, i8** %2, align 8, !dbg !84
  %6 = icmp ne i8* %5, null, !dbg !84
  br i1 %6, label %7, label %10, !dbg !86

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !87
  %9 = add nsw i32 %8, 1, !dbg !87
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !87
  br label %10, !dbg !87

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 8, !dbg !88
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13, !dbg !89

12:                                               ; preds = %10
  ret void, !dbg !90

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer, !dbg !90
  %15 = extractvalue { i8*, i32 } %14, 0, !dbg !90
  store i8* %15, i8** %3, align 8, !dbg !90
  %16 = extractvalue { i8*, i32 } %14, 1, !dbg !90
  store i32 %16, i32* %4, align 4, !dbg !90
  br label %17, !dbg !90

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 8, !dbg !90
  call void @__cxa_call_unexpected(i8* %18) #11, !dbg !90
  unreachable, !dbg !90
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !91 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Fragile*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca %struct.Fragile*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %class.anon, align 8
  %12 = alloca i32, align 4
  %13 = alloca %struct.Fragile*, align 8
  %14 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !94, metadata !DIExpression()), !dbg !97
  %15 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 4) #12
          to label %16 unwind label %24, !dbg !98, !heapallocsite !7

16:                                               ; preds = %0
  %17 = bitcast i8* %15 to %struct.Fragile*, !dbg !98
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %17, i32 noundef 13)
          to label %18 unwind label %28, !dbg !99

18:                                               ; preds = %16
  store %struct.Fragile* %17, %struct.Fragile** %2, align 8, !dbg !97
  %19 = load %struct.Fragile*, %struct.Fragile** %2, align 8, !dbg !100
  %20 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %19, i32 0, i32 0, !dbg !101
  %21 = load i32, i32* %20, align 4, !dbg !101
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %21)
          to label %23 unwind label %24, !dbg !102

23:                                               ; preds = %18
  br label %44, !dbg !103

24:                                               ; preds = %18, %0
  %25 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !104
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !104
  store i8* %26, i8** %3, align 8, !dbg !104
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !104
  store i32 %27, i32* %4, align 4, !dbg !104
  br label %32, !dbg !104

28:                                               ; preds = %16
  %29 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !104
  %30 = extractvalue { i8*, i32 } %29, 0, !dbg !104
  store i8* %30, i8** %3, align 8, !dbg !104
  %31 = extractvalue { i8*, i32 } %29, 1, !dbg !104
  store i32 %31, i32* %4, align 4, !dbg !104
  call void @_ZdlPv(i8* noundef %15) #13, !dbg !98
  br label %32, !dbg !98

32:                                               ; preds = %28, %24
  %33 = load i32, i32* %4, align 4, !dbg !103
  %34 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #14, !dbg !103
  %35 = icmp eq i32 %33, %34, !dbg !103
  br i1 %35, label %36, label %204, !dbg !103

36:                                               ; preds = %32
  call void @llvm.dbg.declare(metadata i8** %5, metadata !105, metadata !DIExpression()), !dbg !106
  %37 = load i8*, i8** %3, align 8, !dbg !103
  %38 = call i8* @__cxa_begin_catch(i8* %37) #14, !dbg !103
  store i8* %38, i8** %5, align 8, !dbg !103
  %39 = load i8*, i8** %5, align 8, !dbg !107
  %40 = load i32, i32* @_ZL6allocs, align 4, !dbg !109
  %41 = load i32, i32* @_ZL5frees, align 4, !dbg !110
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i8* noundef %39, i32 noundef %40, i32 noundef %41)
          to label %43 unwind label %72, !dbg !111

43:                                               ; preds = %36
  call void @__cxa_end_catch() #14, !dbg !112
  br label %44, !dbg !112

44:                                               ; preds = %43, %23
  store i32 3, i32* @_ZN7Fragile6budgetE, align 4, !dbg !113
  call void @llvm.dbg.declare(metadata %struct.Fragile** %6, metadata !114, metadata !DIExpression()), !dbg !116
  %45 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef 28) #12
          to label %46 unwind label %76, !dbg !117, !heapallocsite !7

46:                                               ; preds = %44
  %47 = bitcast i8* %45 to i64*, !dbg !117
  store i64 5, i64* %47, align 8, !dbg !117
  %48 = getelementptr inbounds i8, i8* %45, i64 8, !dbg !117
  %49 = bitcast i8* %48 to %struct.Fragile*, !dbg !117
  %50 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %49, i64 5, !dbg !117
  br label %51, !dbg !117

51:                                               ; preds = %53, %46
  %52 = phi %struct.Fragile* [ %49, %46 ], [ %54, %53 ], !dbg !117
  invoke void @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %52)
          to label %53 unwind label %80, !dbg !117

53:                                               ; preds = %51
  %54 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %52, i64 1, !dbg !117
  %55 = icmp eq %struct.Fragile* %54, %50, !dbg !117
  br i1 %55, label %56, label %51, !dbg !117

56:                                               ; preds = %53
  store %struct.Fragile* %49, %struct.Fragile** %6, align 8, !dbg !116
  %57 = load %struct.Fragile*, %struct.Fragile** %6, align 8, !dbg !118
  %58 = icmp eq %struct.Fragile* %57, null, !dbg !119
  br i1 %58, label %71, label %59, !dbg !119

59:                                               ; preds = %56
  %60 = bitcast %struct.Fragile* %57 to i8*, !dbg !119
  %61 = getelementptr inbounds i8, i8* %60, i64 -8, !dbg !119
  %62 = bitcast i8* %61 to i64*, !dbg !119
  %63 = load i64, i64* %62, align 4, !dbg !119
  %64 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %57, i64 %63, !dbg !119
  %65 = icmp eq %struct.Fragile* %57, %64, !dbg !119
  br i1 %65, label %70, label %66, !dbg !119

66:                                               ; preds = %66, %59
  %67 = phi %struct.Fragile* [ %64, %59 ], [ %68, %66 ], !dbg !119
  %68 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %67, i64 -1, !dbg !119
  call void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %68) #14, !dbg !119
  %69 = icmp eq %struct.Fragile* %68, %57, !dbg !119
  br i1 %69, label %70, label %66, !dbg !119

70:                                               ; preds = %66, %59
  call void @_ZdaPv(i8* noundef %61) #13, !dbg !119
  br label %71, !dbg !119

71:                                               ; preds = %70, %56
  br label %105, !dbg !120

72:                                               ; preds = %36
  %73 = landingpad { i8*, i32 }
          cleanup, !dbg !121
  %74 = extractvalue { i8*, i32 } %73, 0, !dbg !121
  store i8* %74, i8** %3, align 8, !dbg !121
  %75 = extractvalue { i8*, i32 } %73, 1, !dbg !121
  store i32 %75, i32* %4, align 4, !dbg !121
  call void @__cxa_end_catch() #14, !dbg !112
  br label %204, !dbg !112

76:                                               ; preds = %44
  %77 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !122
  %78 = extractvalue { i8*, i32 } %77, 0, !dbg !122
  store i8* %78, i8** %3, align 8, !dbg !122
  %79 = extractvalue { i8*, i32 } %77, 1, !dbg !122
  store i32 %79, i32* %4, align 4, !dbg !122
  br label %90, !dbg !122

80:                                               ; preds = %51
  %81 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !122
  %82 = extractvalue { i8*, i32 } %81, 0, !dbg !122
  store i8* %82, i8** %3, align 8, !dbg !122
  %83 = extractvalue { i8*, i32 } %81, 1, !dbg !122
  store i32 %83, i32* %4, align 4, !dbg !122
  %84 = icmp eq %struct.Fragile* %49, %52, !dbg !117
  br i1 %84, label %89, label %85, !dbg !117

85:                                               ; preds = %85, %80
  %86 = phi %struct.Fragile* [ %52, %80 ], [ %87, %85 ], !dbg !117
  %87 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %86, i64 -1, !dbg !117
  call void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %87) #14, !dbg !117
  %88 = icmp eq %struct.Fragile* %87, %49, !dbg !117
  br i1 %88, label %89, label %85, !dbg !117

89:                                               ; preds = %85, %80
  call void @_ZdaPv(i8* noundef %45) #13, !dbg !117
  br label %90, !dbg !117

90:                                               ; preds = %89, %76
  %91 = load i32, i32* %4, align 4, !dbg !120
  %92 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !120
  %93 = icmp eq i32 %91, %92, !dbg !120
  br i1 %93, label %94, label %204, !dbg !120

94:                                               ; preds = %90
  call void @llvm.dbg.declare(metadata i32* %7, metadata !123, metadata !DIExpression()), !dbg !124
  %95 = load i8*, i8** %3, align 8, !dbg !120
  %96 = call i8* @__cxa_begin_catch(i8* %95) #14, !dbg !120
  %97 = bitcast i8* %96 to i32*, !dbg !120
  %98 = load i32, i32* %97, align 4, !dbg !120
  store i32 %98, i32* %7, align 4, !dbg !120
  %99 = load i32, i32* %7, align 4, !dbg !125
  %100 = load i32, i32* @_ZL5ctors, align 4, !dbg !127
  %101 = load i32, i32* @_ZL5dtors, align 4, !dbg !128
  %102 = load i32, i32* @_ZL5frees, align 4, !dbg !129
  %103 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i64 0, i64 0), i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102)
          to label %104 unwind label %115, !dbg !130

104:                                              ; preds = %94
  call void @__cxa_end_catch() #14, !dbg !131
  br label %105, !dbg !131

105:                                              ; preds = %104, %71
  call void @llvm.dbg.declare(metadata i32* %8, metadata !132, metadata !DIExpression()), !dbg !133
  store i32 0, i32* %8, align 4, !dbg !133
  call void @llvm.dbg.declare(metadata i32* %9, metadata !134, metadata !DIExpression()), !dbg !136
  store i32 0, i32* %9, align 4, !dbg !136
  br label %106, !dbg !137

106:                                              ; preds = %136, %105
  %107 = load i32, i32* %9, align 4, !dbg !138
  %108 = icmp slt i32 %107, 5, !dbg !140
  br i1 %108, label %109, label %143, !dbg !141

109:                                              ; preds = %106
  %110 = load i32, i32* %9, align 4, !dbg !142
  %111 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %110)
          to label %112 unwind label %119, !dbg !145

112:                                              ; preds = %109
  %113 = load i32, i32* %8, align 4, !dbg !146
  %114 = add nsw i32 %113, %111, !dbg !146
  store i32 %114, i32* %8, align 4, !dbg !146
  br label %135, !dbg !147

115:                                              ; preds = %94
  %116 = landingpad { i8*, i32 }
          cleanup, !dbg !148
  %117 = extractvalue { i8*, i32 } %116, 0, !dbg !148
  store i8* %117, i8** %3, align 8, !dbg !148
  %118 = extractvalue { i8*, i32 } %116, 1, !dbg !148
  store i32 %118, i32* %4, align 4, !dbg !148
  call void @__cxa_end_catch() #14, !dbg !131
  br label %204, !dbg !131

119:                                              ; preds = %109
  %120 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !149
  %121 = extractvalue { i8*, i32 } %120, 0, !dbg !149
  store i8* %121, i8** %3, align 8, !dbg !149
  %122 = extractvalue { i8*, i32 } %120, 1, !dbg !149
  store i32 %122, i32* %4, align 4, !dbg !149
  br label %123, !dbg !149

123:                                              ; preds = %119
  %124 = load i32, i32* %4, align 4, !dbg !147
  %125 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !147
  %126 = icmp eq i32 %124, %125, !dbg !147
  br i1 %126, label %127, label %204, !dbg !147

127:                                              ; preds = %123
  call void @llvm.dbg.declare(metadata i32* %10, metadata !150, metadata !DIExpression()), !dbg !151
  %128 = load i8*, i8** %3, align 8, !dbg !147
  %129 = call i8* @__cxa_begin_catch(i8* %128) #14, !dbg !147
  %130 = bitcast i8* %129 to i32*, !dbg !147
  %131 = load i32, i32* %130, align 4, !dbg !147
  store i32 %131, i32* %10, align 4, !dbg !147
  %132 = load i32, i32* %10, align 4, !dbg !152
  %133 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %132)
          to label %134 unwind label %139, !dbg !154

134:                                              ; preds = %127
  call void @__cxa_end_catch() #14, !dbg !155
  br label %135, !dbg !155

135:                                              ; preds = %134, %112
  br label %136, !dbg !156

136:                                              ; preds = %135
  %137 = load i32, i32* %9, align 4, !dbg !157
  %138 = add nsw i32 %137, 1, !dbg !157
  store i32 %138, i32* %9, align 4, !dbg !157
  br label %106, !dbg !158, !llvm.loop !159

139:                                              ; preds = %127
  %140 = landingpad { i8*, i32 }
          cleanup, !dbg !162
  %141 = extractvalue { i8*, i32 } %140, 0, !dbg !162
  store i8* %141, i8** %3, align 8, !dbg !162
  %142 = extractvalue { i8*, i32 } %140, 1, !dbg !162
  store i32 %142, i32* %4, align 4, !dbg !162
  call void @__cxa_end_catch() #14, !dbg !155
  br label %204, !dbg !155

143:                                              ; preds = %106
  %144 = load i32, i32* %8, align 4, !dbg !163
  %145 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #14, !dbg !164
  %146 = call noundef i32 @_ZL5neveri(i32 noundef 1) #14, !dbg !165
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i64 0, i64 0), i32 noundef %144, i32 noundef %145, i32 noundef %146), !dbg !166
  %148 = call noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 7), !dbg !167
  %149 = call noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef @_ZL10throw_longi, i32 noundef 3), !dbg !168
  %150 = call noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 1), !dbg !169
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i64 0, i64 0), i32 noundef %148, i32 noundef %149, i32 noundef %150), !dbg !170
  call void @llvm.dbg.declare(metadata %class.anon* %11, metadata !171, metadata !DIExpression()), !dbg !176
  %152 = getelementptr inbounds %class.anon, %class.anon* %11, i32 0, i32 0, !dbg !177
  store i32* %8, i32** %152, align 8, !dbg !177
  call void @llvm.dbg.declare(metadata i32* %12, metadata !178, metadata !DIExpression()), !dbg !180
  store i32 0, i32* %12, align 4, !dbg !180
  br label %153, !dbg !181

153:                                              ; preds = %177, %143
  %154 = load i32, i32* %12, align 4, !dbg !182
  %155 = icmp slt i32 %154, 4, !dbg !184
  br i1 %155, label %156, label %185, !dbg !185

156:                                              ; preds = %153
  %157 = load i32, i32* %12, align 4, !dbg !186
  invoke void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 8 dereferenceable(8) %11, i32 noundef %157)
          to label %158 unwind label %159, !dbg !189

158:                                              ; preds = %156
  br label %176, !dbg !190

159:                                              ; preds = %156
  %160 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !191
  %161 = extractvalue { i8*, i32 } %160, 0, !dbg !191
  store i8* %161, i8** %3, align 8, !dbg !191
  %162 = extractvalue { i8*, i32 } %160, 1, !dbg !191
  store i32 %162, i32* %4, align 4, !dbg !191
  br label %163, !dbg !191

163:                                              ; preds = %159
  %164 = load i32, i32* %4, align 4, !dbg !190
  %165 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #14, !dbg !190
  %166 = icmp eq i32 %164, %165, !dbg !190
  br i1 %166, label %167, label %204, !dbg !190

167:                                              ; preds = %163
  call void @llvm.dbg.declare(metadata %struct.Fragile** %13, metadata !192, metadata !DIExpression()), !dbg !194
  %168 = load i8*, i8** %3, align 8, !dbg !190
  %169 = call i8* @__cxa_begin_catch(i8* %168) #14, !dbg !190
  %170 = bitcast i8* %169 to %struct.Fragile*, !dbg !190
  store %struct.Fragile* %170, %struct.Fragile** %13, align 8, !dbg !190
  %171 = load %struct.Fragile*, %struct.Fragile** %13, align 8, !dbg !195
  %172 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %171, i32 0, i32 0, !dbg !197
  %173 = load i32, i32* %172, align 4, !dbg !197
  %174 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef %173)
          to label %175 unwind label %180, !dbg !198

175:                                              ; preds = %167
  call void @__cxa_end_catch(), !dbg !199
  br label %176, !dbg !199

176:                                              ; preds = %175, %158
  br label %177, !dbg !200

177:                                              ; preds = %176
  %178 = load i32, i32* %12, align 4, !dbg !201
  %179 = add nsw i32 %178, 1, !dbg !201
  store i32 %179, i32* %12, align 4, !dbg !201
  br label %153, !dbg !202, !llvm.loop !203

180:                                              ; preds = %167
  %181 = landingpad { i8*, i32 }
          cleanup, !dbg !205
  %182 = extractvalue { i8*, i32 } %181, 0, !dbg !205
  store i8* %182, i8** %3, align 8, !dbg !205
  %183 = extractvalue { i8*, i32 } %181, 1, !dbg !205
  store i32 %183, i32* %4, align 4, !dbg !205
  invoke void @__cxa_end_catch()
          to label %184 unwind label %209, !dbg !199

184:                                              ; preds = %180
  br label %204, !dbg !199

185:                                              ; preds = %153
  call void @llvm.dbg.declare(metadata i32* %14, metadata !206, metadata !DIExpression()), !dbg !208
  store i32 0, i32* %14, align 4, !dbg !208
  br label %186, !dbg !209

186:                                              ; preds = %194, %185
  %187 = load i32, i32* %14, align 4, !dbg !210
  %188 = icmp slt i32 %187, 3, !dbg !212
  br i1 %188, label %189, label %197, !dbg !213

189:                                              ; preds = %186
  %190 = load i32, i32* %14, align 4, !dbg !214
  %191 = load i32, i32* %14, align 4, !dbg !215
  %192 = call noundef i32 @_ZL7layeredi(i32 noundef %191), !dbg !216
  %193 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %190, i32 noundef %192), !dbg !217
  br label %194, !dbg !217

194:                                              ; preds = %189
  %195 = load i32, i32* %14, align 4, !dbg !218
  %196 = add nsw i32 %195, 1, !dbg !218
  store i32 %196, i32* %14, align 4, !dbg !218
  br label %186, !dbg !219, !llvm.loop !220

197:                                              ; preds = %186
  %198 = load i32, i32* @_ZL6allocs, align 4, !dbg !222
  %199 = load i32, i32* @_ZL5frees, align 4, !dbg !223
  %200 = load i32, i32* @_ZL5ctors, align 4, !dbg !224
  %201 = load i32, i32* @_ZL5dtors, align 4, !dbg !225
  %202 = load i32, i32* %8, align 4, !dbg !226
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i64 0, i64 0), i32 noundef %198, i32 noundef %199, i32 noundef %200, i32 noundef %201, i32 noundef %202), !dbg !227
  ret i32 0, !dbg !228

204:                                              ; preds = %184, %163, %139, %123, %115, %90, %72, %32
  %205 = load i8*, i8** %3, align 8, !dbg !103
  %206 = load i32, i32* %4, align 4, !dbg !103
  %207 = insertvalue { i8*, i32 } undef, i8* %205, 0, !dbg !103
  %208 = insertvalue { i8*, i32 } %207, i32 %206, 1, !dbg !103
  resume { i8*, i32 } %208, !dbg !103

209:                                              ; preds = %180
  %210 = landingpad { i8*, i32 }
          catch i8* null, !dbg !199
  %211 = extractvalue { i8*, i32 } %210, 0, !dbg !199
  call void @__clang_call_terminate(i8* %211) #15, !dbg !199
  unreachable, !dbg !199
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !229 {
  %3 = alloca %struct.Fragile*, align 8
  %4 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Fragile** %3, metadata !230, metadata !DIExpression()), !dbg !231
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !232, metadata !DIExpression()), !dbg !233
  %5 = load %struct.Fragile*, %struct.Fragile** %3, align 8
  %6 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %5, i32 0, i32 0, !dbg !234
  %7 = load i32, i32* %4, align 4, !dbg !235
  store i32 %7, i32* %6, align 4, !dbg !234
  %8 = load i32, i32* %4, align 4, !dbg !236
  %9 = icmp eq i32 %8, 13, !dbg !239
  br i1 %9, label %10, label %13, !dbg !240

10:                                               ; preds = %2
  %11 = call i8* @__cxa_allocate_exception(i64 8) #14, !dbg !241
  %12 = bitcast i8* %11 to i8**, !dbg !241
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i8** %12, align 16, !dbg !241
  call void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11, !dbg !241
  unreachable, !dbg !241

13:                                               ; preds = %2
  %14 = load i32, i32* @_ZL5ctors, align 4, !dbg !242
  %15 = add nsw i32 %14, 1, !dbg !242
  store i32 %15, i32* @_ZL5ctors, align 4, !dbg !242
  ret void, !dbg !243
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 !dbg !244 {
  %2 = alloca %struct.Fragile*, align 8
  store %struct.Fragile* %0, %struct.Fragile** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !245, metadata !DIExpression()), !dbg !246
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  %4 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %3, i32 0, i32 0, !dbg !247
  %5 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !248
  store i32 %5, i32* %4, align 4, !dbg !247
  %6 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !249
  %7 = add nsw i32 %6, -1, !dbg !249
  store i32 %7, i32* @_ZN7Fragile6budgetE, align 4, !dbg !249
  %8 = icmp slt i32 %7, 0, !dbg !252
  br i1 %8, label %9, label %13, !dbg !253

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !254
  %11 = bitcast i8* %10 to i32*, !dbg !254
  %12 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !255
  store i32 %12, i32* %11, align 16, !dbg !254
  call void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11, !dbg !254
  unreachable, !dbg !254

13:                                               ; preds = %1
  %14 = load i32, i32* @_ZL5ctors, align 4, !dbg !256
  %15 = add nsw i32 %14, 1, !dbg !256
  store i32 %15, i32* @_ZL5ctors, align 4, !dbg !256
  ret void, !dbg !257
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !258 {
  %2 = alloca %struct.Fragile*, align 8
  store %struct.Fragile* %0, %struct.Fragile** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !259, metadata !DIExpression()), !dbg !260
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  %4 = load i32, i32* @_ZL5dtors, align 4, !dbg !261
  %5 = add nsw i32 %4, 1, !dbg !261
  store i32 %5, i32* @_ZL5dtors, align 4, !dbg !261
  ret void, !dbg !263
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !264 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !267, metadata !DIExpression()), !dbg !268
  %5 = load i32, i32* %2, align 4, !dbg !269
  %6 = icmp sgt i32 %5, 2, !dbg !271
  br i1 %6, label %7, label %21, !dbg !272

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !273
  %9 = bitcast i8* %8 to i32*, !dbg !273
  %10 = load i32, i32* %2, align 4, !dbg !274
  %11 = mul nsw i32 %10, 2, !dbg !275
  store i32 %11, i32* %9, align 16, !dbg !273
  invoke void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %28 unwind label %12, !dbg !273

12:                                               ; preds = %7
  %13 = landingpad { i8*, i32 }
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !276
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !276
  store i8* %14, i8** %3, align 8, !dbg !276
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !276
  store i32 %15, i32* %4, align 4, !dbg !276
  br label %16, !dbg !276

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4, !dbg !277
  %18 = icmp slt i32 %17, 0, !dbg !277
  br i1 %18, label %19, label %23, !dbg !277

19:                                               ; preds = %16
  %20 = load i8*, i8** %3, align 8, !dbg !277
  call void @__cxa_call_unexpected(i8* %20) #11, !dbg !277
  unreachable, !dbg !277

21:                                               ; preds = %1
  %22 = load i32, i32* %2, align 4, !dbg !278
  ret i32 %22, !dbg !277

23:                                               ; preds = %16
  %24 = load i8*, i8** %3, align 8, !dbg !277
  %25 = load i32, i32* %4, align 4, !dbg !277
  %26 = insertvalue { i8*, i32 } undef, i8* %24, 0, !dbg !277
  %27 = insertvalue { i8*, i32 } %26, i32 %25, 1, !dbg !277
  resume { i8*, i32 } %27, !dbg !277

28:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #9 !dbg !279 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !280, metadata !DIExpression()), !dbg !281
  %3 = load i32, i32* %2, align 4, !dbg !282
  %4 = add nsw i32 %3, 1, !dbg !283
  ret i32 %4, !dbg !284
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #9 !dbg !285 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !286, metadata !DIExpression()), !dbg !287
  %3 = load i32, i32* %2, align 4, !dbg !288
  %4 = sub nsw i32 %3, 1, !dbg !289
  ret i32 %4, !dbg !290
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !291 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store void (i32)* %0, void (i32)** %4, align 8
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !299, metadata !DIExpression()), !dbg !300
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !301, metadata !DIExpression()), !dbg !302
  %9 = load void (i32)*, void (i32)** %4, align 8, !dbg !303
  %10 = load i32, i32* %5, align 4, !dbg !305
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !303

11:                                               ; preds = %2
  br label %30, !dbg !306

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* null, !dbg !307
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !307
  store i8* %14, i8** %6, align 8, !dbg !307
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !307
  store i32 %15, i32* %7, align 4, !dbg !307
  br label %16, !dbg !307

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !306
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #14, !dbg !306
  %19 = icmp eq i32 %17, %18, !dbg !306
  br i1 %19, label %20, label %27, !dbg !306

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i16* %8, metadata !308, metadata !DIExpression()), !dbg !309
  %21 = load i8*, i8** %6, align 8, !dbg !310
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !310
  %23 = bitcast i8* %22 to i16*, !dbg !310
  %24 = load i16, i16* %23, align 2, !dbg !310
  store i16 %24, i16* %8, align 2, !dbg !310
  %25 = load i16, i16* %8, align 2, !dbg !312
  %26 = sext i16 %25 to i32, !dbg !312
  store i32 %26, i32* %3, align 4, !dbg !314
  call void @__cxa_end_catch() #14, !dbg !315
  br label %31

27:                                               ; preds = %16
  %28 = load i8*, i8** %6, align 8, !dbg !306
  %29 = call i8* @__cxa_begin_catch(i8* %28) #14, !dbg !306
  store i32 -1, i32* %3, align 4, !dbg !316
  call void @__cxa_end_catch(), !dbg !310
  br label %31

30:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !317
  br label %31, !dbg !317

31:                                               ; preds = %30, %20, %27
  %32 = load i32, i32* %3, align 4, !dbg !318
  ret i32 %32, !dbg !318
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11throw_shorti(i32 noundef %0) #8 !dbg !319 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !320, metadata !DIExpression()), !dbg !321
  %3 = call i8* @__cxa_allocate_exception(i64 2) #14, !dbg !322
  %4 = bitcast i8* %3 to i16*, !dbg !322
  %5 = load i32, i32* %2, align 4, !dbg !323
  %6 = trunc i32 %5 to i16, !dbg !323
  store i16 %6, i16* %4, align 16, !dbg !322
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11, !dbg !322
  unreachable, !dbg !322
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !324 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store void (i32)* %0, void (i32)** %4, align 8
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !327, metadata !DIExpression()), !dbg !328
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !329, metadata !DIExpression()), !dbg !330
  %9 = load void (i32)*, void (i32)** %4, align 8, !dbg !331
  %10 = load i32, i32* %5, align 4, !dbg !333
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !331

11:                                               ; preds = %2
  br label %30, !dbg !334

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* null, !dbg !335
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !335
  store i8* %14, i8** %6, align 8, !dbg !335
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !335
  store i32 %15, i32* %7, align 4, !dbg !335
  br label %16, !dbg !335

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !334
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #14, !dbg !334
  %19 = icmp eq i32 %17, %18, !dbg !334
  br i1 %19, label %20, label %27, !dbg !334

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i64* %8, metadata !336, metadata !DIExpression()), !dbg !337
  %21 = load i8*, i8** %6, align 8, !dbg !338
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !338
  %23 = bitcast i8* %22 to i64*, !dbg !338
  %24 = load i64, i64* %23, align 8, !dbg !338
  store i64 %24, i64* %8, align 8, !dbg !338
  %25 = load i64, i64* %8, align 8, !dbg !340
  %26 = trunc i64 %25 to i32, !dbg !340
  store i32 %26, i32* %3, align 4, !dbg !342
  call void @__cxa_end_catch() #14, !dbg !343
  br label %31

27:                                               ; preds = %16
  %28 = load i8*, i8** %6, align 8, !dbg !334
  %29 = call i8* @__cxa_begin_catch(i8* %28) #14, !dbg !334
  store i32 -1, i32* %3, align 4, !dbg !344
  call void @__cxa_end_catch(), !dbg !338
  br label %31

30:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !345
  br label %31, !dbg !345

31:                                               ; preds = %30, %20, %27
  %32 = load i32, i32* %3, align 4, !dbg !346
  ret i32 %32, !dbg !346
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10throw_longi(i32 noundef %0) #8 !dbg !347 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !348, metadata !DIExpression()), !dbg !349
  %3 = call i8* @__cxa_allocate_exception(i64 8) #14, !dbg !350
  %4 = bitcast i8* %3 to i64*, !dbg !350
  %5 = load i32, i32* %2, align 4, !dbg !351
  %6 = sext i32 %5 to i64, !dbg !351
  %7 = mul nsw i64 %6, 1000, !dbg !352
  store i64 %7, i64* %4, align 16, !dbg !350
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #11, !dbg !350
  unreachable, !dbg !350
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !353 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store void (i32)* %0, void (i32)** %4, align 8
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !356, metadata !DIExpression()), !dbg !357
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !358, metadata !DIExpression()), !dbg !359
  %9 = load void (i32)*, void (i32)** %4, align 8, !dbg !360
  %10 = load i32, i32* %5, align 4, !dbg !362
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !360

11:                                               ; preds = %2
  br label %29, !dbg !363

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null, !dbg !364
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !364
  store i8* %14, i8** %6, align 8, !dbg !364
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !364
  store i32 %15, i32* %7, align 4, !dbg !364
  br label %16, !dbg !364

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !363
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !363
  %19 = icmp eq i32 %17, %18, !dbg !363
  br i1 %19, label %20, label %26, !dbg !363

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %8, metadata !365, metadata !DIExpression()), !dbg !366
  %21 = load i8*, i8** %6, align 8, !dbg !367
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !367
  %23 = bitcast i8* %22 to i32*, !dbg !367
  %24 = load i32, i32* %23, align 4, !dbg !367
  store i32 %24, i32* %8, align 4, !dbg !367
  %25 = load i32, i32* %8, align 4, !dbg !369
  store i32 %25, i32* %3, align 4, !dbg !371
  call void @__cxa_end_catch() #14, !dbg !372
  br label %30

26:                                               ; preds = %16
  %27 = load i8*, i8** %6, align 8, !dbg !363
  %28 = call i8* @__cxa_begin_catch(i8* %27) #14, !dbg !363
  store i32 -1, i32* %3, align 4, !dbg !373
  call void @__cxa_end_catch(), !dbg !367
  br label %30

29:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !374
  br label %30, !dbg !374

30:                                               ; preds = %29, %20, %26
  %31 = load i32, i32* %3, align 4, !dbg !375
  ret i32 %31, !dbg !375
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #8 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !376 {
  %3 = alloca %class.anon*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon** %3, metadata !385, metadata !DIExpression()), !dbg !387
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !388, metadata !DIExpression()), !dbg !389
  %7 = load %class.anon*, %class.anon** %3, align 8
  %8 = load i32, i32* %4, align 4, !dbg !390
  %9 = and i32 %8, 1, !dbg !392
  %10 = icmp ne i32 %9, 0, !dbg !390
  br i1 %10, label %11, label %21, !dbg !393

11:                                               ; preds = %2
  %12 = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !394
  %13 = bitcast i8* %12 to %struct.Fragile*, !dbg !394
  %14 = load i32, i32* %4, align 4, !dbg !395
  %15 = mul nsw i32 %14, 3, !dbg !396
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %13, i32 noundef %15)
          to label %16 unwind label %17, !dbg !397

16:                                               ; preds = %11
  call void @__cxa_throw(i8* %12, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #11, !dbg !394
  unreachable, !dbg !394

17:                                               ; preds = %11
  %18 = landingpad { i8*, i32 }
          cleanup, !dbg !398
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !398
  store i8* %19, i8** %5, align 8, !dbg !398
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !398
  store i32 %20, i32* %6, align 4, !dbg !398
  call void @__cxa_free_exception(i8* %12) #14, !dbg !394
  br label %27, !dbg !394

21:                                               ; preds = %2
  %22 = load i32, i32* %4, align 4, !dbg !399
  %23 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0, !dbg !400
  %24 = load i32*, i32** %23, align 8, !dbg !400
  %25 = load i32, i32* %24, align 4, !dbg !401
  %26 = add nsw i32 %25, %22, !dbg !401
  store i32 %26, i32* %24, align 4, !dbg !401
  ret void, !dbg !402

27:                                               ; preds = %17
  %28 = load i8*, i8** %5, align 8, !dbg !394
  %29 = load i32, i32* %6, align 4, !dbg !394
  %30 = insertvalue { i8*, i32 } undef, i8* %28, 0, !dbg !394
  %31 = insertvalue { i8*, i32 } %30, i32 %29, 1, !dbg !394
  resume { i8*, i32 } %31, !dbg !394
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #10 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #14
  call void @_ZSt9terminatev() #15
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !403 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 8
  %5 = alloca %struct.Scope, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Scope, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.Scope, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !404, metadata !DIExpression()), !dbg !405
  call void @llvm.dbg.declare(metadata %struct.Scope* %4, metadata !406, metadata !DIExpression()), !dbg !407
  call void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0)), !dbg !407
  call void @llvm.dbg.declare(metadata %struct.Scope* %5, metadata !408, metadata !DIExpression()), !dbg !410
  invoke void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0))
          to label %13 unwind label %21, !dbg !410

13:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata %struct.Scope* %8, metadata !411, metadata !DIExpression()), !dbg !413
  invoke void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0))
          to label %14 unwind label %25, !dbg !413

14:                                               ; preds = %13
  %15 = load i32, i32* %3, align 4, !dbg !414
  %16 = icmp sgt i32 %15, 0, !dbg !416
  br i1 %16, label %17, label %50, !dbg !417

17:                                               ; preds = %14
  %18 = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !418
  %19 = bitcast i8* %18 to i32*, !dbg !418
  %20 = load i32, i32* %3, align 4, !dbg !419
  store i32 %20, i32* %19, align 16, !dbg !418
  invoke void @__cxa_throw(i8* %18, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %87 unwind label %29, !dbg !418

21:                                               ; preds = %1
  %22 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !420
  %23 = extractvalue { i8*, i32 } %22, 0, !dbg !420
  store i8* %23, i8** %6, align 8, !dbg !420
  %24 = extractvalue { i8*, i32 } %22, 1, !dbg !420
  store i32 %24, i32* %7, align 4, !dbg !420
  br label %67, !dbg !420

25:                                               ; preds = %13
  %26 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !421
  %27 = extractvalue { i8*, i32 } %26, 0, !dbg !421
  store i8* %27, i8** %6, align 8, !dbg !421
  %28 = extractvalue { i8*, i32 } %26, 1, !dbg !421
  store i32 %28, i32* %7, align 4, !dbg !421
  br label %33, !dbg !421

29:                                               ; preds = %17
  %30 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !422
  %31 = extractvalue { i8*, i32 } %30, 0, !dbg !422
  store i8* %31, i8** %6, align 8, !dbg !422
  %32 = extractvalue { i8*, i32 } %30, 1, !dbg !422
  store i32 %32, i32* %7, align 4, !dbg !422
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !423
  br label %33, !dbg !423

33:                                               ; preds = %29, %25
  %34 = load i32, i32* %7, align 4, !dbg !424
  %35 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !424
  %36 = icmp eq i32 %34, %35, !dbg !424
  br i1 %36, label %37, label %66, !dbg !424

37:                                               ; preds = %33
  call void @llvm.dbg.declare(metadata i32* %9, metadata !425, metadata !DIExpression()), !dbg !426
  %38 = load i8*, i8** %6, align 8, !dbg !424
  %39 = call i8* @__cxa_begin_catch(i8* %38) #14, !dbg !424
  %40 = bitcast i8* %39 to i32*, !dbg !424
  %41 = load i32, i32* %40, align 4, !dbg !424
  store i32 %41, i32* %9, align 4, !dbg !424
  call void @llvm.dbg.declare(metadata %struct.Scope* %10, metadata !427, metadata !DIExpression()), !dbg !429
  invoke void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %10, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0))
          to label %42 unwind label %51, !dbg !429

42:                                               ; preds = %37
  %43 = load i32, i32* %9, align 4, !dbg !430
  %44 = icmp sgt i32 %43, 1, !dbg !432
  br i1 %44, label %45, label %59, !dbg !433

45:                                               ; preds = %42
  %46 = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !434
  %47 = bitcast i8* %46 to i32*, !dbg !434
  %48 = load i32, i32* %9, align 4, !dbg !435
  %49 = add nsw i32 %48, 10, !dbg !436
  store i32 %49, i32* %47, align 16, !dbg !434
  invoke void @__cxa_throw(i8* %46, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %87 unwind label %55, !dbg !434

50:                                               ; preds = %14
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !423
  br label %62, !dbg !424

51:                                               ; preds = %37
  %52 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !437
  %53 = extractvalue { i8*, i32 } %52, 0, !dbg !437
  store i8* %53, i8** %6, align 8, !dbg !437
  %54 = extractvalue { i8*, i32 } %52, 1, !dbg !437
  store i32 %54, i32* %7, align 4, !dbg !437
  br label %61, !dbg !437

55:                                               ; preds = %45
  %56 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !438
  %57 = extractvalue { i8*, i32 } %56, 0, !dbg !438
  store i8* %57, i8** %6, align 8, !dbg !438
  %58 = extractvalue { i8*, i32 } %56, 1, !dbg !438
  store i32 %58, i32* %7, align 4, !dbg !438
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %10) #14, !dbg !439
  br label %61, !dbg !439

59:                                               ; preds = %42
  %60 = load i32, i32* %9, align 4, !dbg !440
  store i32 %60, i32* %2, align 4, !dbg !441
  store i32 1, i32* %11, align 4
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %10) #14, !dbg !439
  call void @__cxa_end_catch() #14, !dbg !442
  br label %63

61:                                               ; preds = %55, %51
  call void @__cxa_end_catch() #14, !dbg !442
  br label %66, !dbg !442

62:                                               ; preds = %50
  store i32 0, i32* %11, align 4, !dbg !443
  br label %63, !dbg !443

63:                                               ; preds = %62, %59
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !443
  %64 = load i32, i32* %11, align 4
  switch i32 %64, label %79 [
    i32 0, label %65
  ]

65:                                               ; preds = %63
  br label %78, !dbg !444

66:                                               ; preds = %61, %33
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !443
  br label %67, !dbg !443

67:                                               ; preds = %66, %21
  %68 = load i32, i32* %7, align 4, !dbg !444
  %69 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !444
  %70 = icmp eq i32 %68, %69, !dbg !444
  br i1 %70, label %71, label %81, !dbg !444

71:                                               ; preds = %67
  call void @llvm.dbg.declare(metadata i32* %12, metadata !445, metadata !DIExpression()), !dbg !446
  %72 = load i8*, i8** %6, align 8, !dbg !444
  %73 = call i8* @__cxa_begin_catch(i8* %72) #14, !dbg !444
  %74 = bitcast i8* %73 to i32*, !dbg !444
  %75 = load i32, i32* %74, align 4, !dbg !444
  store i32 %75, i32* %12, align 4, !dbg !444
  %76 = load i32, i32* %12, align 4, !dbg !447
  %77 = mul nsw i32 %76, 100, !dbg !449
  store i32 %77, i32* %2, align 4, !dbg !450
  store i32 1, i32* %11, align 4
  call void @__cxa_end_catch() #14, !dbg !451
  br label %79

78:                                               ; preds = %65
  store i32 0, i32* %2, align 4, !dbg !452
  store i32 1, i32* %11, align 4
  br label %79, !dbg !452

79:                                               ; preds = %78, %71, %63
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4) #14, !dbg !453
  %80 = load i32, i32* %2, align 4, !dbg !453
  ret i32 %80, !dbg !453

81:                                               ; preds = %67
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4) #14, !dbg !453
  br label %82, !dbg !453

82:                                               ; preds = %81
  %83 = load i8*, i8** %6, align 8, !dbg !453
  %84 = load i32, i32* %7, align 4, !dbg !453
  %85 = insertvalue { i8*, i32 } undef, i8* %83, 0, !dbg !453
  %86 = insertvalue { i8*, i32 } %85, i32 %84, 1, !dbg !453
  resume { i8*, i32 } %86, !dbg !453

87:                                               ; preds = %45, %17
  unreachable
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #7 comdat align 2 !dbg !454 {
  %3 = alloca %struct.Scope*, align 8
  %4 = alloca i8*, align 8
  store %struct.Scope* %0, %struct.Scope** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Scope** %3, metadata !455, metadata !DIExpression()), !dbg !457
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !458, metadata !DIExpression()), !dbg !459
  %5 = load %struct.Scope*, %struct.Scope** %3, align 8
  %6 = getelementptr inbounds %struct.Scope, %struct.Scope* %5, i32 0, i32 0, !dbg !460
  %7 = load i8*, i8** %4, align 8, !dbg !461
  store i8* %7, i8** %6, align 8, !dbg !460
  ret void, !dbg !462
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !463 {
  %2 = alloca %struct.Scope*, align 8
  store %struct.Scope* %0, %struct.Scope** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Scope** %2, metadata !464, metadata !DIExpression()), !dbg !465
  %3 = load %struct.Scope*, %struct.Scope** %2, align 8
  %4 = getelementptr inbounds %struct.Scope, %struct.Scope* %3, i32 0, i32 0, !dbg !466
  %5 = load i8*, i8** %4, align 8, !dbg !466
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef %5)
          to label %7 unwind label %8, !dbg !468

7:                                                ; preds = %1
  ret void, !dbg !469

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null, !dbg !468
  %10 = extractvalue { i8*, i32 } %9, 0, !dbg !468
  call void @__clang_call_terminate(i8* %10) #15, !dbg !468
  unreachable, !dbg !468
}

attributes #0 = { mustprogress nobuiltin noinline optnone uwtable allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readnone }
attributes #7 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noinline noreturn nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "2832c4f32d6b09cc254ff9b8a6a9bf1e")
!4 = !{!5, !6, !7, !10, !20}
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
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: 0)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !21, identifier: "_ZTS5Scope")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: 0)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "~Scope", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: 0)
!31 = !DISubroutineType(types: !32)
!32 = !{null, !29}
!33 = !{!34, !0, !36, !38, !40}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "budget", linkageName: "_ZN7Fragile6budgetE", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "frees", linkageName: "_ZL5frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "ctors", linkageName: "_ZL5ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "dtors", linkageName: "_ZL5dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 7, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 1}
!48 = !{i32 7, !"frame-pointer", i32 2}
!49 = !{!"Debian clang version 14.0.6"}
!50 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 15, type: !51, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!51 = !DISubroutineType(types: !52)
!52 = !{!53, !54}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!54 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!55 = !{}
!56 = !DILocalVariable(name: "n", arg: 1, scope: !50, file: !3, line: 15, type: !54)
!57 = !DILocation(line: 15, column: 34, scope: !50)
!58 = !DILocation(line: 15, column: 39, scope: !50)
!59 = !DILocation(line: 15, column: 63, scope: !50)
!60 = !DILocation(line: 15, column: 56, scope: !50)
!61 = !DILocation(line: 15, column: 49, scope: !50)
!62 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znam", scope: !3, file: !3, line: 16, type: !51, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!63 = !DILocalVariable(name: "n", arg: 1, scope: !62, file: !3, line: 16, type: !54)
!64 = !DILocation(line: 16, column: 36, scope: !62)
!65 = !DILocation(line: 16, column: 41, scope: !62)
!66 = !DILocation(line: 16, column: 65, scope: !62)
!67 = !DILocation(line: 16, column: 58, scope: !62)
!68 = !DILocation(line: 16, column: 51, scope: !62)
!69 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !70, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!70 = !DISubroutineType(types: !71)
!71 = !{null, !53}
!72 = !DILocalVariable(name: "p", arg: 1, scope: !69, file: !3, line: 17, type: !53)
!73 = !DILocation(line: 17, column: 28, scope: !69)
!74 = !DILocation(line: 17, column: 45, scope: !75)
!75 = distinct !DILexicalBlock(scope: !69, file: !3, line: 17, column: 45)
!76 = !DILocation(line: 17, column: 45, scope: !69)
!77 = !DILocation(line: 17, column: 48, scope: !75)
!78 = !DILocation(line: 17, column: 62, scope: !69)
!79 = !DILocation(line: 17, column: 57, scope: !69)
!80 = !DILocation(line: 17, column: 66, scope: !69)
!81 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !70, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!82 = !DILocalVariable(name: "p", arg: 1, scope: !81, file: !3, line: 18, type: !53)
!83 = !DILocation(line: 18, column: 30, scope: !81)
!84 = !DILocation(line: 18, column: 47, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !3, line: 18, column: 47)
!86 = !DILocation(line: 18, column: 47, scope: !81)
!87 = !DILocation(line: 18, column: 50, scope: !85)
!88 = !DILocation(line: 18, column: 64, scope: !81)
!89 = !DILocation(line: 18, column: 59, scope: !81)
!90 = !DILocation(line: 18, column: 68, scope: !81)
!91 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !92, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!92 = !DISubroutineType(types: !93)
!93 = !{!10}
!94 = !DILocalVariable(name: "f", scope: !95, file: !3, line: 84, type: !96)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 83, column: 7)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!97 = !DILocation(line: 84, column: 14, scope: !95)
!98 = !DILocation(line: 84, column: 18, scope: !95)
!99 = !DILocation(line: 84, column: 22, scope: !95)
!100 = !DILocation(line: 85, column: 31, scope: !95)
!101 = !DILocation(line: 85, column: 34, scope: !95)
!102 = !DILocation(line: 85, column: 5, scope: !95)
!103 = !DILocation(line: 86, column: 3, scope: !95)
!104 = !DILocation(line: 127, column: 1, scope: !95)
!105 = !DILocalVariable(name: "msg", scope: !91, file: !3, line: 86, type: !23)
!106 = !DILocation(line: 86, column: 24, scope: !91)
!107 = !DILocation(line: 87, column: 46, scope: !108)
!108 = distinct !DILexicalBlock(scope: !91, file: !3, line: 86, column: 29)
!109 = !DILocation(line: 87, column: 51, scope: !108)
!110 = !DILocation(line: 87, column: 59, scope: !108)
!111 = !DILocation(line: 87, column: 5, scope: !108)
!112 = !DILocation(line: 88, column: 3, scope: !108)
!113 = !DILocation(line: 91, column: 19, scope: !91)
!114 = !DILocalVariable(name: "arr", scope: !115, file: !3, line: 93, type: !96)
!115 = distinct !DILexicalBlock(scope: !91, file: !3, line: 92, column: 7)
!116 = !DILocation(line: 93, column: 14, scope: !115)
!117 = !DILocation(line: 93, column: 20, scope: !115)
!118 = !DILocation(line: 94, column: 14, scope: !115)
!119 = !DILocation(line: 94, column: 5, scope: !115)
!120 = !DILocation(line: 95, column: 3, scope: !115)
!121 = !DILocation(line: 127, column: 1, scope: !108)
!122 = !DILocation(line: 127, column: 1, scope: !115)
!123 = !DILocalVariable(name: "b", scope: !91, file: !3, line: 95, type: !10)
!124 = !DILocation(line: 95, column: 16, scope: !91)
!125 = !DILocation(line: 96, column: 70, scope: !126)
!126 = distinct !DILexicalBlock(scope: !91, file: !3, line: 95, column: 19)
!127 = !DILocation(line: 96, column: 73, scope: !126)
!128 = !DILocation(line: 96, column: 80, scope: !126)
!129 = !DILocation(line: 96, column: 87, scope: !126)
!130 = !DILocation(line: 96, column: 5, scope: !126)
!131 = !DILocation(line: 97, column: 3, scope: !126)
!132 = !DILocalVariable(name: "ok", scope: !91, file: !3, line: 99, type: !10)
!133 = !DILocation(line: 99, column: 7, scope: !91)
!134 = !DILocalVariable(name: "i", scope: !135, file: !3, line: 100, type: !10)
!135 = distinct !DILexicalBlock(scope: !91, file: !3, line: 100, column: 3)
!136 = !DILocation(line: 100, column: 12, scope: !135)
!137 = !DILocation(line: 100, column: 8, scope: !135)
!138 = !DILocation(line: 100, column: 19, scope: !139)
!139 = distinct !DILexicalBlock(scope: !135, file: !3, line: 100, column: 3)
!140 = !DILocation(line: 100, column: 21, scope: !139)
!141 = !DILocation(line: 100, column: 3, scope: !135)
!142 = !DILocation(line: 102, column: 23, scope: !143)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 101, column: 9)
!144 = distinct !DILexicalBlock(scope: !139, file: !3, line: 100, column: 31)
!145 = !DILocation(line: 102, column: 13, scope: !143)
!146 = !DILocation(line: 102, column: 10, scope: !143)
!147 = !DILocation(line: 103, column: 5, scope: !143)
!148 = !DILocation(line: 127, column: 1, scope: !126)
!149 = !DILocation(line: 127, column: 1, scope: !143)
!150 = !DILocalVariable(name: "e", scope: !144, file: !3, line: 103, type: !10)
!151 = !DILocation(line: 103, column: 18, scope: !144)
!152 = !DILocation(line: 104, column: 33, scope: !153)
!153 = distinct !DILexicalBlock(scope: !144, file: !3, line: 103, column: 21)
!154 = !DILocation(line: 104, column: 7, scope: !153)
!155 = !DILocation(line: 105, column: 5, scope: !153)
!156 = !DILocation(line: 106, column: 3, scope: !144)
!157 = !DILocation(line: 100, column: 26, scope: !139)
!158 = !DILocation(line: 100, column: 3, scope: !139)
!159 = distinct !{!159, !141, !160, !161}
!160 = !DILocation(line: 106, column: 3, scope: !135)
!161 = !{!"llvm.loop.mustprogress"}
!162 = !DILocation(line: 127, column: 1, scope: !153)
!163 = !DILocation(line: 107, column: 41, scope: !91)
!164 = !DILocation(line: 107, column: 45, scope: !91)
!165 = !DILocation(line: 107, column: 57, scope: !91)
!166 = !DILocation(line: 107, column: 3, scope: !91)
!167 = !DILocation(line: 109, column: 57, scope: !91)
!168 = !DILocation(line: 110, column: 10, scope: !91)
!169 = !DILocation(line: 110, column: 46, scope: !91)
!170 = !DILocation(line: 109, column: 3, scope: !91)
!171 = !DILocalVariable(name: "thrower", scope: !91, file: !3, line: 112, type: !172)
!172 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !91, file: !3, line: 112, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !173)
!173 = !{!174}
!174 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !172, file: !3, line: 112, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!176 = !DILocation(line: 112, column: 8, scope: !91)
!177 = !DILocation(line: 112, column: 18, scope: !91)
!178 = !DILocalVariable(name: "k", scope: !179, file: !3, line: 116, type: !10)
!179 = distinct !DILexicalBlock(scope: !91, file: !3, line: 116, column: 3)
!180 = !DILocation(line: 116, column: 12, scope: !179)
!181 = !DILocation(line: 116, column: 8, scope: !179)
!182 = !DILocation(line: 116, column: 19, scope: !183)
!183 = distinct !DILexicalBlock(scope: !179, file: !3, line: 116, column: 3)
!184 = !DILocation(line: 116, column: 21, scope: !183)
!185 = !DILocation(line: 116, column: 3, scope: !179)
!186 = !DILocation(line: 118, column: 15, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 117, column: 9)
!188 = distinct !DILexicalBlock(scope: !183, file: !3, line: 116, column: 31)
!189 = !DILocation(line: 118, column: 7, scope: !187)
!190 = !DILocation(line: 119, column: 5, scope: !187)
!191 = !DILocation(line: 127, column: 1, scope: !187)
!192 = !DILocalVariable(name: "f", scope: !188, file: !3, line: 119, type: !193)
!193 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!194 = !DILocation(line: 119, column: 23, scope: !188)
!195 = !DILocation(line: 120, column: 44, scope: !196)
!196 = distinct !DILexicalBlock(scope: !188, file: !3, line: 119, column: 26)
!197 = !DILocation(line: 120, column: 46, scope: !196)
!198 = !DILocation(line: 120, column: 7, scope: !196)
!199 = !DILocation(line: 121, column: 5, scope: !196)
!200 = !DILocation(line: 122, column: 3, scope: !188)
!201 = !DILocation(line: 116, column: 26, scope: !183)
!202 = !DILocation(line: 116, column: 3, scope: !183)
!203 = distinct !{!203, !185, !204, !161}
!204 = !DILocation(line: 122, column: 3, scope: !179)
!205 = !DILocation(line: 127, column: 1, scope: !196)
!206 = !DILocalVariable(name: "d", scope: !207, file: !3, line: 124, type: !10)
!207 = distinct !DILexicalBlock(scope: !91, file: !3, line: 124, column: 3)
!208 = !DILocation(line: 124, column: 12, scope: !207)
!209 = !DILocation(line: 124, column: 8, scope: !207)
!210 = !DILocation(line: 124, column: 19, scope: !211)
!211 = distinct !DILexicalBlock(scope: !207, file: !3, line: 124, column: 3)
!212 = !DILocation(line: 124, column: 21, scope: !211)
!213 = !DILocation(line: 124, column: 3, scope: !207)
!214 = !DILocation(line: 124, column: 60, scope: !211)
!215 = !DILocation(line: 124, column: 71, scope: !211)
!216 = !DILocation(line: 124, column: 63, scope: !211)
!217 = !DILocation(line: 124, column: 31, scope: !211)
!218 = !DILocation(line: 124, column: 26, scope: !211)
!219 = !DILocation(line: 124, column: 3, scope: !211)
!220 = distinct !{!220, !213, !221, !161}
!221 = !DILocation(line: 124, column: 73, scope: !207)
!222 = !DILocation(line: 125, column: 64, scope: !91)
!223 = !DILocation(line: 125, column: 72, scope: !91)
!224 = !DILocation(line: 125, column: 79, scope: !91)
!225 = !DILocation(line: 125, column: 86, scope: !91)
!226 = !DILocation(line: 125, column: 93, scope: !91)
!227 = !DILocation(line: 125, column: 3, scope: !91)
!228 = !DILocation(line: 126, column: 3, scope: !91)
!229 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !55)
!230 = !DILocalVariable(name: "this", arg: 1, scope: !229, type: !96, flags: DIFlagArtificial | DIFlagObjectPointer)
!231 = !DILocation(line: 0, scope: !229)
!232 = !DILocalVariable(name: "x", arg: 2, scope: !229, file: !3, line: 27, type: !10)
!233 = !DILocation(line: 27, column: 24, scope: !229)
!234 = !DILocation(line: 27, column: 29, scope: !229)
!235 = !DILocation(line: 27, column: 31, scope: !229)
!236 = !DILocation(line: 28, column: 9, scope: !237)
!237 = distinct !DILexicalBlock(scope: !238, file: !3, line: 28, column: 9)
!238 = distinct !DILexicalBlock(scope: !229, file: !3, line: 27, column: 34)
!239 = !DILocation(line: 28, column: 11, scope: !237)
!240 = !DILocation(line: 28, column: 9, scope: !238)
!241 = !DILocation(line: 28, column: 18, scope: !237)
!242 = !DILocation(line: 29, column: 5, scope: !238)
!243 = !DILocation(line: 30, column: 3, scope: !229)
!244 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !55)
!245 = !DILocalVariable(name: "this", arg: 1, scope: !244, type: !96, flags: DIFlagArtificial | DIFlagObjectPointer)
!246 = !DILocation(line: 0, scope: !244)
!247 = !DILocation(line: 23, column: 15, scope: !244)
!248 = !DILocation(line: 23, column: 17, scope: !244)
!249 = !DILocation(line: 24, column: 9, scope: !250)
!250 = distinct !DILexicalBlock(scope: !251, file: !3, line: 24, column: 9)
!251 = distinct !DILexicalBlock(scope: !244, file: !3, line: 23, column: 25)
!252 = !DILocation(line: 24, column: 18, scope: !250)
!253 = !DILocation(line: 24, column: 9, scope: !251)
!254 = !DILocation(line: 24, column: 23, scope: !250)
!255 = !DILocation(line: 24, column: 29, scope: !250)
!256 = !DILocation(line: 25, column: 5, scope: !251)
!257 = !DILocation(line: 26, column: 3, scope: !244)
!258 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !55)
!259 = !DILocalVariable(name: "this", arg: 1, scope: !258, type: !96, flags: DIFlagArtificial | DIFlagObjectPointer)
!260 = !DILocation(line: 0, scope: !258)
!261 = !DILocation(line: 31, column: 16, scope: !262)
!262 = distinct !DILexicalBlock(scope: !258, file: !3, line: 31, column: 14)
!263 = !DILocation(line: 31, column: 25, scope: !258)
!264 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !265, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!265 = !DISubroutineType(types: !266)
!266 = !{!10, !10}
!267 = !DILocalVariable(name: "x", arg: 1, scope: !264, file: !3, line: 36, type: !10)
!268 = !DILocation(line: 36, column: 26, scope: !264)
!269 = !DILocation(line: 37, column: 7, scope: !270)
!270 = distinct !DILexicalBlock(scope: !264, file: !3, line: 37, column: 7)
!271 = !DILocation(line: 37, column: 9, scope: !270)
!272 = !DILocation(line: 37, column: 7, scope: !264)
!273 = !DILocation(line: 37, column: 14, scope: !270)
!274 = !DILocation(line: 37, column: 20, scope: !270)
!275 = !DILocation(line: 37, column: 22, scope: !270)
!276 = !DILocation(line: 39, column: 1, scope: !270)
!277 = !DILocation(line: 38, column: 3, scope: !264)
!278 = !DILocation(line: 38, column: 10, scope: !264)
!279 = distinct !DISubprogram(name: "nothing", linkageName: "_ZL7nothingi", scope: !3, file: !3, line: 40, type: !265, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!280 = !DILocalVariable(name: "x", arg: 1, scope: !279, file: !3, line: 40, type: !10)
!281 = !DILocation(line: 40, column: 24, scope: !279)
!282 = !DILocation(line: 40, column: 44, scope: !279)
!283 = !DILocation(line: 40, column: 46, scope: !279)
!284 = !DILocation(line: 40, column: 37, scope: !279)
!285 = distinct !DISubprogram(name: "never", linkageName: "_ZL5neveri", scope: !3, file: !3, line: 41, type: !265, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!286 = !DILocalVariable(name: "x", arg: 1, scope: !285, file: !3, line: 41, type: !10)
!287 = !DILocation(line: 41, column: 22, scope: !285)
!288 = !DILocation(line: 41, column: 49, scope: !285)
!289 = !DILocation(line: 41, column: 51, scope: !285)
!290 = !DILocation(line: 41, column: 42, scope: !285)
!291 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !292, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !297, retainedNodes: !55)
!292 = !DISubroutineType(types: !293)
!293 = !{!10, !294, !10}
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !295, size: 64)
!295 = !DISubroutineType(types: !296)
!296 = !{null, !10}
!297 = !{!298}
!298 = !DITemplateTypeParameter(name: "T", type: !5)
!299 = !DILocalVariable(name: "f", arg: 1, scope: !291, file: !3, line: 43, type: !294)
!300 = !DILocation(line: 43, column: 50, scope: !291)
!301 = !DILocalVariable(name: "arg", arg: 2, scope: !291, file: !3, line: 43, type: !10)
!302 = !DILocation(line: 43, column: 63, scope: !291)
!303 = !DILocation(line: 45, column: 5, scope: !304)
!304 = distinct !DILexicalBlock(scope: !291, file: !3, line: 44, column: 7)
!305 = !DILocation(line: 45, column: 7, scope: !304)
!306 = !DILocation(line: 46, column: 3, scope: !304)
!307 = !DILocation(line: 52, column: 1, scope: !304)
!308 = !DILocalVariable(name: "v", scope: !291, file: !3, line: 46, type: !5)
!309 = !DILocation(line: 46, column: 14, scope: !291)
!310 = !DILocation(line: 50, column: 3, scope: !311)
!311 = distinct !DILexicalBlock(scope: !291, file: !3, line: 48, column: 17)
!312 = !DILocation(line: 47, column: 17, scope: !313)
!313 = distinct !DILexicalBlock(scope: !291, file: !3, line: 46, column: 17)
!314 = !DILocation(line: 47, column: 5, scope: !313)
!315 = !DILocation(line: 48, column: 3, scope: !313)
!316 = !DILocation(line: 49, column: 5, scope: !311)
!317 = !DILocation(line: 51, column: 3, scope: !291)
!318 = !DILocation(line: 52, column: 1, scope: !291)
!319 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !295, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!320 = !DILocalVariable(name: "x", arg: 1, scope: !319, file: !3, line: 54, type: !10)
!321 = !DILocation(line: 54, column: 29, scope: !319)
!322 = !DILocation(line: 54, column: 34, scope: !319)
!323 = !DILocation(line: 54, column: 47, scope: !319)
!324 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !292, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !325, retainedNodes: !55)
!325 = !{!326}
!326 = !DITemplateTypeParameter(name: "T", type: !6)
!327 = !DILocalVariable(name: "f", arg: 1, scope: !324, file: !3, line: 43, type: !294)
!328 = !DILocation(line: 43, column: 50, scope: !324)
!329 = !DILocalVariable(name: "arg", arg: 2, scope: !324, file: !3, line: 43, type: !10)
!330 = !DILocation(line: 43, column: 63, scope: !324)
!331 = !DILocation(line: 45, column: 5, scope: !332)
!332 = distinct !DILexicalBlock(scope: !324, file: !3, line: 44, column: 7)
!333 = !DILocation(line: 45, column: 7, scope: !332)
!334 = !DILocation(line: 46, column: 3, scope: !332)
!335 = !DILocation(line: 52, column: 1, scope: !332)
!336 = !DILocalVariable(name: "v", scope: !324, file: !3, line: 46, type: !6)
!337 = !DILocation(line: 46, column: 14, scope: !324)
!338 = !DILocation(line: 50, column: 3, scope: !339)
!339 = distinct !DILexicalBlock(scope: !324, file: !3, line: 48, column: 17)
!340 = !DILocation(line: 47, column: 17, scope: !341)
!341 = distinct !DILexicalBlock(scope: !324, file: !3, line: 46, column: 17)
!342 = !DILocation(line: 47, column: 5, scope: !341)
!343 = !DILocation(line: 48, column: 3, scope: !341)
!344 = !DILocation(line: 49, column: 5, scope: !339)
!345 = !DILocation(line: 51, column: 3, scope: !324)
!346 = !DILocation(line: 52, column: 1, scope: !324)
!347 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !295, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!348 = !DILocalVariable(name: "x", arg: 1, scope: !347, file: !3, line: 55, type: !10)
!349 = !DILocation(line: 55, column: 28, scope: !347)
!350 = !DILocation(line: 55, column: 33, scope: !347)
!351 = !DILocation(line: 55, column: 50, scope: !347)
!352 = !DILocation(line: 55, column: 52, scope: !347)
!353 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !292, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !354, retainedNodes: !55)
!354 = !{!355}
!355 = !DITemplateTypeParameter(name: "T", type: !10)
!356 = !DILocalVariable(name: "f", arg: 1, scope: !353, file: !3, line: 43, type: !294)
!357 = !DILocation(line: 43, column: 50, scope: !353)
!358 = !DILocalVariable(name: "arg", arg: 2, scope: !353, file: !3, line: 43, type: !10)
!359 = !DILocation(line: 43, column: 63, scope: !353)
!360 = !DILocation(line: 45, column: 5, scope: !361)
!361 = distinct !DILexicalBlock(scope: !353, file: !3, line: 44, column: 7)
!362 = !DILocation(line: 45, column: 7, scope: !361)
!363 = !DILocation(line: 46, column: 3, scope: !361)
!364 = !DILocation(line: 52, column: 1, scope: !361)
!365 = !DILocalVariable(name: "v", scope: !353, file: !3, line: 46, type: !10)
!366 = !DILocation(line: 46, column: 14, scope: !353)
!367 = !DILocation(line: 50, column: 3, scope: !368)
!368 = distinct !DILexicalBlock(scope: !353, file: !3, line: 48, column: 17)
!369 = !DILocation(line: 47, column: 17, scope: !370)
!370 = distinct !DILexicalBlock(scope: !353, file: !3, line: 46, column: 17)
!371 = !DILocation(line: 47, column: 5, scope: !370)
!372 = !DILocation(line: 48, column: 3, scope: !370)
!373 = !DILocation(line: 49, column: 5, scope: !368)
!374 = !DILocation(line: 51, column: 3, scope: !353)
!375 = !DILocation(line: 52, column: 1, scope: !353)
!376 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !172, file: !3, line: 112, type: !377, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !381, retainedNodes: !55)
!377 = !DISubroutineType(types: !378)
!378 = !{null, !379, !10}
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !380, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!380 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !172)
!381 = !DISubprogram(name: "operator()", scope: !172, file: !3, line: 112, type: !382, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!382 = !DISubroutineType(types: !383)
!383 = !{!384, !379, !10}
!384 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!385 = !DILocalVariable(name: "this", arg: 1, scope: !376, type: !386, flags: DIFlagArtificial | DIFlagObjectPointer)
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !380, size: 64)
!387 = !DILocation(line: 0, scope: !376)
!388 = !DILocalVariable(name: "k", arg: 2, scope: !376, file: !3, line: 112, type: !10)
!389 = !DILocation(line: 112, column: 28, scope: !376)
!390 = !DILocation(line: 113, column: 9, scope: !391)
!391 = distinct !DILexicalBlock(scope: !376, file: !3, line: 113, column: 9)
!392 = !DILocation(line: 113, column: 11, scope: !391)
!393 = !DILocation(line: 113, column: 9, scope: !376)
!394 = !DILocation(line: 113, column: 16, scope: !391)
!395 = !DILocation(line: 113, column: 30, scope: !391)
!396 = !DILocation(line: 113, column: 32, scope: !391)
!397 = !DILocation(line: 113, column: 22, scope: !391)
!398 = !DILocation(line: 115, column: 3, scope: !391)
!399 = !DILocation(line: 114, column: 11, scope: !376)
!400 = !DILocation(line: 114, column: 5, scope: !376)
!401 = !DILocation(line: 114, column: 8, scope: !376)
!402 = !DILocation(line: 115, column: 3, scope: !376)
!403 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !265, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !55)
!404 = !DILocalVariable(name: "depth", arg: 1, scope: !403, file: !3, line: 63, type: !10)
!405 = !DILocation(line: 63, column: 24, scope: !403)
!406 = !DILocalVariable(name: "s1", scope: !403, file: !3, line: 64, type: !20)
!407 = !DILocation(line: 64, column: 9, scope: !403)
!408 = !DILocalVariable(name: "s2", scope: !409, file: !3, line: 66, type: !20)
!409 = distinct !DILexicalBlock(scope: !403, file: !3, line: 65, column: 7)
!410 = !DILocation(line: 66, column: 11, scope: !409)
!411 = !DILocalVariable(name: "s3", scope: !412, file: !3, line: 68, type: !20)
!412 = distinct !DILexicalBlock(scope: !409, file: !3, line: 67, column: 9)
!413 = !DILocation(line: 68, column: 13, scope: !412)
!414 = !DILocation(line: 69, column: 11, scope: !415)
!415 = distinct !DILexicalBlock(scope: !412, file: !3, line: 69, column: 11)
!416 = !DILocation(line: 69, column: 17, scope: !415)
!417 = !DILocation(line: 69, column: 11, scope: !412)
!418 = !DILocation(line: 69, column: 22, scope: !415)
!419 = !DILocation(line: 69, column: 28, scope: !415)
!420 = !DILocation(line: 79, column: 1, scope: !409)
!421 = !DILocation(line: 79, column: 1, scope: !412)
!422 = !DILocation(line: 79, column: 1, scope: !415)
!423 = !DILocation(line: 70, column: 5, scope: !409)
!424 = !DILocation(line: 70, column: 5, scope: !412)
!425 = !DILocalVariable(name: "d", scope: !409, file: !3, line: 70, type: !10)
!426 = !DILocation(line: 70, column: 18, scope: !409)
!427 = !DILocalVariable(name: "s4", scope: !428, file: !3, line: 71, type: !20)
!428 = distinct !DILexicalBlock(scope: !409, file: !3, line: 70, column: 21)
!429 = !DILocation(line: 71, column: 13, scope: !428)
!430 = !DILocation(line: 72, column: 11, scope: !431)
!431 = distinct !DILexicalBlock(scope: !428, file: !3, line: 72, column: 11)
!432 = !DILocation(line: 72, column: 13, scope: !431)
!433 = !DILocation(line: 72, column: 11, scope: !428)
!434 = !DILocation(line: 72, column: 18, scope: !431)
!435 = !DILocation(line: 72, column: 24, scope: !431)
!436 = !DILocation(line: 72, column: 26, scope: !431)
!437 = !DILocation(line: 79, column: 1, scope: !428)
!438 = !DILocation(line: 79, column: 1, scope: !431)
!439 = !DILocation(line: 74, column: 5, scope: !409)
!440 = !DILocation(line: 73, column: 14, scope: !428)
!441 = !DILocation(line: 73, column: 7, scope: !428)
!442 = !DILocation(line: 74, column: 5, scope: !428)
!443 = !DILocation(line: 75, column: 3, scope: !403)
!444 = !DILocation(line: 75, column: 3, scope: !409)
!445 = !DILocalVariable(name: "d", scope: !403, file: !3, line: 75, type: !10)
!446 = !DILocation(line: 75, column: 16, scope: !403)
!447 = !DILocation(line: 76, column: 12, scope: !448)
!448 = distinct !DILexicalBlock(scope: !403, file: !3, line: 75, column: 19)
!449 = !DILocation(line: 76, column: 14, scope: !448)
!450 = !DILocation(line: 76, column: 5, scope: !448)
!451 = !DILocation(line: 77, column: 3, scope: !448)
!452 = !DILocation(line: 78, column: 3, scope: !403)
!453 = !DILocation(line: 79, column: 1, scope: !403)
!454 = distinct !DISubprogram(name: "Scope", linkageName: "_ZN5ScopeC2EPKc", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !55)
!455 = !DILocalVariable(name: "this", arg: 1, scope: !454, type: !456, flags: DIFlagArtificial | DIFlagObjectPointer)
!456 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!457 = !DILocation(line: 0, scope: !454)
!458 = !DILocalVariable(name: "n", arg: 2, scope: !454, file: !3, line: 59, type: !23)
!459 = !DILocation(line: 59, column: 21, scope: !454)
!460 = !DILocation(line: 59, column: 26, scope: !454)
!461 = !DILocation(line: 59, column: 31, scope: !454)
!462 = !DILocation(line: 59, column: 35, scope: !454)
!463 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !30, retainedNodes: !55)
!464 = !DILocalVariable(name: "this", arg: 1, scope: !463, type: !456, flags: DIFlagArtificial | DIFlagObjectPointer)
!465 = !DILocation(line: 0, scope: !463)
!466 = !DILocation(line: 60, column: 37, scope: !467)
!467 = distinct !DILexicalBlock(scope: !463, file: !3, line: 60, column: 12)
!468 = !DILocation(line: 60, column: 14, scope: !467)
!469 = !DILocation(line: 60, column: 44, scope: !463)
