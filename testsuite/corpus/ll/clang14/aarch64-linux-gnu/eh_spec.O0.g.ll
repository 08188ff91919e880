; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
define dso_local noundef nonnull i8* @_Znwm(i64 noundef %0) #0 !dbg !54 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !60, metadata !DIExpression()), !dbg !61
  %3 = load i32, i32* @_ZL6allocs, align 4, !dbg !62
  %4 = add nsw i32 %3, 1, !dbg !62
  store i32 %4, i32* @_ZL6allocs, align 4, !dbg !62
  %5 = load i64, i64* %2, align 8, !dbg !63
  %6 = call i8* @malloc(i64 noundef %5), !dbg !64
  ret i8* %6, !dbg !65
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i8* @malloc(i64 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @_Znam(i64 noundef %0) #0 !dbg !66 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !67, metadata !DIExpression()), !dbg !68
  %3 = load i32, i32* @_ZL6allocs, align 4, !dbg !69
  %4 = add nsw i32 %3, 1, !dbg !69
  store i32 %4, i32* @_ZL6allocs, align 4, !dbg !69
  %5 = load i64, i64* %2, align 8, !dbg !70
  %6 = call i8* @malloc(i64 noundef %5), !dbg !71
  ret i8* %6, !dbg !72
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !73 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !76, metadata !DIExpression()), !dbg !77
  %5 = load i8*, i8** %2, align 8, !dbg !78
  %6 = icmp ne i8* %5, null, !dbg !78
  br i1 %6, label %7, label %10, !dbg !80

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !81
  %9 = add nsw i32 %8, 1, !dbg !81
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !81
  br label %10, !dbg !81

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 8, !dbg !82
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13, !dbg !83

12:                                               ; preds = %10
  ret void, !dbg !84

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer, !dbg !84
  %15 = extractvalue { i8*, i32 } %14, 0, !dbg !84
  store i8* %15, i8** %3, align 8, !dbg !84
  %16 = extractvalue { i8*, i32 } %14, 1, !dbg !84
  store i32 %16, i32* %4, align 4, !dbg !84
  br label %17, !dbg !84

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 8, !dbg !84
  call void @__cxa_call_unexpected(i8* %18) #11, !dbg !84
  unreachable, !dbg !84
}

declare void @free(i8* noundef) #2

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(i8*)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdaPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !85 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !86, metadata !DIExpression()), !dbg !87
  %5 = load i8*, i8** %2, align 8, !dbg !88
  %6 = icmp ne i8* %5, null, !dbg !88
  br i1 %6, label %7, label %10, !dbg !90

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !91
  %9 = add nsw i32 %8, 1, !dbg !91
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !91
  br label %10, !dbg !91

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 8, !dbg !92
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13, !dbg !93

12:                                               ; preds = %10
  ret void, !dbg !94

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer, !dbg !94
  %15 = extractvalue { i8*, i32 } %14, 0, !dbg !94
  store i8* %15, i8** %3, align 8, !dbg !94
  %16 = extractvalue { i8*, i32 } %14, 1, !dbg !94
  store i32 %16, i32* %4, align 4, !dbg !94
  br label %17, !dbg !94

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 8, !dbg !94
  call void @__cxa_call_unexpected(i8* %18) #11, !dbg !94
  unreachable, !dbg !94
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !95 {
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
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !98, metadata !DIExpression()), !dbg !101
  %15 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 4) #12
          to label %16 unwind label %24, !dbg !102, !heapallocsite !7

16:                                               ; preds = %0
  %17 = bitcast i8* %15 to %struct.Fragile*, !dbg !102
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %17, i32 noundef 13)
          to label %18 unwind label %28, !dbg !103

18:                                               ; preds = %16
  store %struct.Fragile* %17, %struct.Fragile** %2, align 8, !dbg !101
  %19 = load %struct.Fragile*, %struct.Fragile** %2, align 8, !dbg !104
  %20 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %19, i32 0, i32 0, !dbg !105
  %21 = load i32, i32* %20, align 4, !dbg !105
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %21)
          to label %23 unwind label %24, !dbg !106

23:                                               ; preds = %18
  br label %44, !dbg !107

24:                                               ; preds = %18, %0
  %25 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !108
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !108
  store i8* %26, i8** %3, align 8, !dbg !108
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !108
  store i32 %27, i32* %4, align 4, !dbg !108
  br label %32, !dbg !108

28:                                               ; preds = %16
  %29 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*), !dbg !108
  %30 = extractvalue { i8*, i32 } %29, 0, !dbg !108
  store i8* %30, i8** %3, align 8, !dbg !108
  %31 = extractvalue { i8*, i32 } %29, 1, !dbg !108
  store i32 %31, i32* %4, align 4, !dbg !108
  call void @_ZdlPv(i8* noundef %15) #13, !dbg !102
  br label %32, !dbg !102

32:                                               ; preds = %28, %24
  %33 = load i32, i32* %4, align 4, !dbg !107
  %34 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #14, !dbg !107
  %35 = icmp eq i32 %33, %34, !dbg !107
  br i1 %35, label %36, label %204, !dbg !107

36:                                               ; preds = %32
  call void @llvm.dbg.declare(metadata i8** %5, metadata !109, metadata !DIExpression()), !dbg !110
  %37 = load i8*, i8** %3, align 8, !dbg !107
  %38 = call i8* @__cxa_begin_catch(i8* %37) #14, !dbg !107
  store i8* %38, i8** %5, align 8, !dbg !107
  %39 = load i8*, i8** %5, align 8, !dbg !111
  %40 = load i32, i32* @_ZL6allocs, align 4, !dbg !113
  %41 = load i32, i32* @_ZL5frees, align 4, !dbg !114
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i8* noundef %39, i32 noundef %40, i32 noundef %41)
          to label %43 unwind label %72, !dbg !115

43:                                               ; preds = %36
  call void @__cxa_end_catch() #14, !dbg !116
  br label %44, !dbg !116

44:                                               ; preds = %43, %23
  store i32 3, i32* @_ZN7Fragile6budgetE, align 4, !dbg !117
  call void @llvm.dbg.declare(metadata %struct.Fragile** %6, metadata !118, metadata !DIExpression()), !dbg !120
  %45 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef 28) #12
          to label %46 unwind label %76, !dbg !121, !heapallocsite !7

46:                                               ; preds = %44
  %47 = bitcast i8* %45 to i64*, !dbg !121
  store i64 5, i64* %47, align 8, !dbg !121
  %48 = getelementptr inbounds i8, i8* %45, i64 8, !dbg !121
  %49 = bitcast i8* %48 to %struct.Fragile*, !dbg !121
  %50 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %49, i64 5, !dbg !121
  br label %51, !dbg !121

51:                                               ; preds = %53, %46
  %52 = phi %struct.Fragile* [ %49, %46 ], [ %54, %53 ], !dbg !121
  invoke void @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %52)
          to label %53 unwind label %80, !dbg !121

53:                                               ; preds = %51
  %54 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %52, i64 1, !dbg !121
  %55 = icmp eq %struct.Fragile* %54, %50, !dbg !121
  br i1 %55, label %56, label %51, !dbg !121

56:                                               ; preds = %53
  store %struct.Fragile* %49, %struct.Fragile** %6, align 8, !dbg !120
  %57 = load %struct.Fragile*, %struct.Fragile** %6, align 8, !dbg !122
  %58 = icmp eq %struct.Fragile* %57, null, !dbg !123
  br i1 %58, label %71, label %59, !dbg !123

59:                                               ; preds = %56
  %60 = bitcast %struct.Fragile* %57 to i8*, !dbg !123
  %61 = getelementptr inbounds i8, i8* %60, i64 -8, !dbg !123
  %62 = bitcast i8* %61 to i64*, !dbg !123
  %63 = load i64, i64* %62, align 4, !dbg !123
  %64 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %57, i64 %63, !dbg !123
  %65 = icmp eq %struct.Fragile* %57, %64, !dbg !123
  br i1 %65, label %70, label %66, !dbg !123

66:                                               ; preds = %66, %59
  %67 = phi %struct.Fragile* [ %64, %59 ], [ %68, %66 ], !dbg !123
  %68 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %67, i64 -1, !dbg !123
  call void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %68) #14, !dbg !123
  %69 = icmp eq %struct.Fragile* %68, %57, !dbg !123
  br i1 %69, label %70, label %66, !dbg !123

70:                                               ; preds = %66, %59
  call void @_ZdaPv(i8* noundef %61) #13, !dbg !123
  br label %71, !dbg !123

71:                                               ; preds = %70, %56
  br label %105, !dbg !124

72:                                               ; preds = %36
  %73 = landingpad { i8*, i32 }
          cleanup, !dbg !125
  %74 = extractvalue { i8*, i32 } %73, 0, !dbg !125
  store i8* %74, i8** %3, align 8, !dbg !125
  %75 = extractvalue { i8*, i32 } %73, 1, !dbg !125
  store i32 %75, i32* %4, align 4, !dbg !125
  call void @__cxa_end_catch() #14, !dbg !116
  br label %204, !dbg !116

76:                                               ; preds = %44
  %77 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !126
  %78 = extractvalue { i8*, i32 } %77, 0, !dbg !126
  store i8* %78, i8** %3, align 8, !dbg !126
  %79 = extractvalue { i8*, i32 } %77, 1, !dbg !126
  store i32 %79, i32* %4, align 4, !dbg !126
  br label %90, !dbg !126

80:                                               ; preds = %51
  %81 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !126
  %82 = extractvalue { i8*, i32 } %81, 0, !dbg !126
  store i8* %82, i8** %3, align 8, !dbg !126
  %83 = extractvalue { i8*, i32 } %81, 1, !dbg !126
  store i32 %83, i32* %4, align 4, !dbg !126
  %84 = icmp eq %struct.Fragile* %49, %52, !dbg !121
  br i1 %84, label %89, label %85, !dbg !121

85:                                               ; preds = %85, %80
  %86 = phi %struct.Fragile* [ %52, %80 ], [ %87, %85 ], !dbg !121
  %87 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %86, i64 -1, !dbg !121
  call void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %87) #14, !dbg !121
  %88 = icmp eq %struct.Fragile* %87, %49, !dbg !121
  br i1 %88, label %89, label %85, !dbg !121

89:                                               ; preds = %85, %80
  call void @_ZdaPv(i8* noundef %45) #13, !dbg !121
  br label %90, !dbg !121

90:                                               ; preds = %89, %76
  %91 = load i32, i32* %4, align 4, !dbg !124
  %92 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !124
  %93 = icmp eq i32 %91, %92, !dbg !124
  br i1 %93, label %94, label %204, !dbg !124

94:                                               ; preds = %90
  call void @llvm.dbg.declare(metadata i32* %7, metadata !127, metadata !DIExpression()), !dbg !128
  %95 = load i8*, i8** %3, align 8, !dbg !124
  %96 = call i8* @__cxa_begin_catch(i8* %95) #14, !dbg !124
  %97 = bitcast i8* %96 to i32*, !dbg !124
  %98 = load i32, i32* %97, align 4, !dbg !124
  store i32 %98, i32* %7, align 4, !dbg !124
  %99 = load i32, i32* %7, align 4, !dbg !129
  %100 = load i32, i32* @_ZL5ctors, align 4, !dbg !131
  %101 = load i32, i32* @_ZL5dtors, align 4, !dbg !132
  %102 = load i32, i32* @_ZL5frees, align 4, !dbg !133
  %103 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i64 0, i64 0), i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102)
          to label %104 unwind label %115, !dbg !134

104:                                              ; preds = %94
  call void @__cxa_end_catch() #14, !dbg !135
  br label %105, !dbg !135

105:                                              ; preds = %104, %71
  call void @llvm.dbg.declare(metadata i32* %8, metadata !136, metadata !DIExpression()), !dbg !137
  store i32 0, i32* %8, align 4, !dbg !137
  call void @llvm.dbg.declare(metadata i32* %9, metadata !138, metadata !DIExpression()), !dbg !140
  store i32 0, i32* %9, align 4, !dbg !140
  br label %106, !dbg !141

106:                                              ; preds = %136, %105
  %107 = load i32, i32* %9, align 4, !dbg !142
  %108 = icmp slt i32 %107, 5, !dbg !144
  br i1 %108, label %109, label %143, !dbg !145

109:                                              ; preds = %106
  %110 = load i32, i32* %9, align 4, !dbg !146
  %111 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %110)
          to label %112 unwind label %119, !dbg !149

112:                                              ; preds = %109
  %113 = load i32, i32* %8, align 4, !dbg !150
  %114 = add nsw i32 %113, %111, !dbg !150
  store i32 %114, i32* %8, align 4, !dbg !150
  br label %135, !dbg !151

115:                                              ; preds = %94
  %116 = landingpad { i8*, i32 }
          cleanup, !dbg !152
  %117 = extractvalue { i8*, i32 } %116, 0, !dbg !152
  store i8* %117, i8** %3, align 8, !dbg !152
  %118 = extractvalue { i8*, i32 } %116, 1, !dbg !152
  store i32 %118, i32* %4, align 4, !dbg !152
  call void @__cxa_end_catch() #14, !dbg !135
  br label %204, !dbg !135

119:                                              ; preds = %109
  %120 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !153
  %121 = extractvalue { i8*, i32 } %120, 0, !dbg !153
  store i8* %121, i8** %3, align 8, !dbg !153
  %122 = extractvalue { i8*, i32 } %120, 1, !dbg !153
  store i32 %122, i32* %4, align 4, !dbg !153
  br label %123, !dbg !153

123:                                              ; preds = %119
  %124 = load i32, i32* %4, align 4, !dbg !151
  %125 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !151
  %126 = icmp eq i32 %124, %125, !dbg !151
  br i1 %126, label %127, label %204, !dbg !151

127:                                              ; preds = %123
  call void @llvm.dbg.declare(metadata i32* %10, metadata !154, metadata !DIExpression()), !dbg !155
  %128 = load i8*, i8** %3, align 8, !dbg !151
  %129 = call i8* @__cxa_begin_catch(i8* %128) #14, !dbg !151
  %130 = bitcast i8* %129 to i32*, !dbg !151
  %131 = load i32, i32* %130, align 4, !dbg !151
  store i32 %131, i32* %10, align 4, !dbg !151
  %132 = load i32, i32* %10, align 4, !dbg !156
  %133 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %132)
          to label %134 unwind label %139, !dbg !158

134:                                              ; preds = %127
  call void @__cxa_end_catch() #14, !dbg !159
  br label %135, !dbg !159

135:                                              ; preds = %134, %112
  br label %136, !dbg !160

136:                                              ; preds = %135
  %137 = load i32, i32* %9, align 4, !dbg !161
  %138 = add nsw i32 %137, 1, !dbg !161
  store i32 %138, i32* %9, align 4, !dbg !161
  br label %106, !dbg !162, !llvm.loop !163

139:                                              ; preds = %127
  %140 = landingpad { i8*, i32 }
          cleanup, !dbg !166
  %141 = extractvalue { i8*, i32 } %140, 0, !dbg !166
  store i8* %141, i8** %3, align 8, !dbg !166
  %142 = extractvalue { i8*, i32 } %140, 1, !dbg !166
  store i32 %142, i32* %4, align 4, !dbg !166
  call void @__cxa_end_catch() #14, !dbg !159
  br label %204, !dbg !159

143:                                              ; preds = %106
  %144 = load i32, i32* %8, align 4, !dbg !167
  %145 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #14, !dbg !168
  %146 = call noundef i32 @_ZL5neveri(i32 noundef 1) #14, !dbg !169
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i64 0, i64 0), i32 noundef %144, i32 noundef %145, i32 noundef %146), !dbg !170
  %148 = call noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 7), !dbg !171
  %149 = call noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef @_ZL10throw_longi, i32 noundef 3), !dbg !172
  %150 = call noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 1), !dbg !173
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i64 0, i64 0), i32 noundef %148, i32 noundef %149, i32 noundef %150), !dbg !174
  call void @llvm.dbg.declare(metadata %class.anon* %11, metadata !175, metadata !DIExpression()), !dbg !180
  %152 = getelementptr inbounds %class.anon, %class.anon* %11, i32 0, i32 0, !dbg !181
  store i32* %8, i32** %152, align 8, !dbg !181
  call void @llvm.dbg.declare(metadata i32* %12, metadata !182, metadata !DIExpression()), !dbg !184
  store i32 0, i32* %12, align 4, !dbg !184
  br label %153, !dbg !185

153:                                              ; preds = %177, %143
  %154 = load i32, i32* %12, align 4, !dbg !186
  %155 = icmp slt i32 %154, 4, !dbg !188
  br i1 %155, label %156, label %185, !dbg !189

156:                                              ; preds = %153
  %157 = load i32, i32* %12, align 4, !dbg !190
  invoke void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 8 dereferenceable(8) %11, i32 noundef %157)
          to label %158 unwind label %159, !dbg !193

158:                                              ; preds = %156
  br label %176, !dbg !194

159:                                              ; preds = %156
  %160 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), !dbg !195
  %161 = extractvalue { i8*, i32 } %160, 0, !dbg !195
  store i8* %161, i8** %3, align 8, !dbg !195
  %162 = extractvalue { i8*, i32 } %160, 1, !dbg !195
  store i32 %162, i32* %4, align 4, !dbg !195
  br label %163, !dbg !195

163:                                              ; preds = %159
  %164 = load i32, i32* %4, align 4, !dbg !194
  %165 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #14, !dbg !194
  %166 = icmp eq i32 %164, %165, !dbg !194
  br i1 %166, label %167, label %204, !dbg !194

167:                                              ; preds = %163
  call void @llvm.dbg.declare(metadata %struct.Fragile** %13, metadata !196, metadata !DIExpression()), !dbg !198
  %168 = load i8*, i8** %3, align 8, !dbg !194
  %169 = call i8* @__cxa_begin_catch(i8* %168) #14, !dbg !194
  %170 = bitcast i8* %169 to %struct.Fragile*, !dbg !194
  store %struct.Fragile* %170, %struct.Fragile** %13, align 8, !dbg !194
  %171 = load %struct.Fragile*, %struct.Fragile** %13, align 8, !dbg !199
  %172 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %171, i32 0, i32 0, !dbg !201
  %173 = load i32, i32* %172, align 4, !dbg !201
  %174 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef %173)
          to label %175 unwind label %180, !dbg !202

175:                                              ; preds = %167
  call void @__cxa_end_catch(), !dbg !203
  br label %176, !dbg !203

176:                                              ; preds = %175, %158
  br label %177, !dbg !204

177:                                              ; preds = %176
  %178 = load i32, i32* %12, align 4, !dbg !205
  %179 = add nsw i32 %178, 1, !dbg !205
  store i32 %179, i32* %12, align 4, !dbg !205
  br label %153, !dbg !206, !llvm.loop !207

180:                                              ; preds = %167
  %181 = landingpad { i8*, i32 }
          cleanup, !dbg !209
  %182 = extractvalue { i8*, i32 } %181, 0, !dbg !209
  store i8* %182, i8** %3, align 8, !dbg !209
  %183 = extractvalue { i8*, i32 } %181, 1, !dbg !209
  store i32 %183, i32* %4, align 4, !dbg !209
  invoke void @__cxa_end_catch()
          to label %184 unwind label %209, !dbg !203

184:                                              ; preds = %180
  br label %204, !dbg !203

185:                                              ; preds = %153
  call void @llvm.dbg.declare(metadata i32* %14, metadata !210, metadata !DIExpression()), !dbg !212
  store i32 0, i32* %14, align 4, !dbg !212
  br label %186, !dbg !213

186:                                              ; preds = %194, %185
  %187 = load i32, i32* %14, align 4, !dbg !214
  %188 = icmp slt i32 %187, 3, !dbg !216
  br i1 %188, label %189, label %197, !dbg !217

189:                                              ; preds = %186
  %190 = load i32, i32* %14, align 4, !dbg !218
  %191 = load i32, i32* %14, align 4, !dbg !219
  %192 = call noundef i32 @_ZL7layeredi(i32 noundef %191), !dbg !220
  %193 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %190, i32 noundef %192), !dbg !221
  br label %194, !dbg !221

194:                                              ; preds = %189
  %195 = load i32, i32* %14, align 4, !dbg !222
  %196 = add nsw i32 %195, 1, !dbg !222
  store i32 %196, i32* %14, align 4, !dbg !222
  br label %186, !dbg !223, !llvm.loop !224

197:                                              ; preds = %186
  %198 = load i32, i32* @_ZL6allocs, align 4, !dbg !226
  %199 = load i32, i32* @_ZL5frees, align 4, !dbg !227
  %200 = load i32, i32* @_ZL5ctors, align 4, !dbg !228
  %201 = load i32, i32* @_ZL5dtors, align 4, !dbg !229
  %202 = load i32, i32* %8, align 4, !dbg !230
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i64 0, i64 0), i32 noundef %198, i32 noundef %199, i32 noundef %200, i32 noundef %201, i32 noundef %202), !dbg !231
  ret i32 0, !dbg !232

204:                                              ; preds = %184, %163, %139, %123, %115, %90, %72, %32
  %205 = load i8*, i8** %3, align 8, !dbg !107
  %206 = load i32, i32* %4, align 4, !dbg !107
  %207 = insertvalue { i8*, i32 } undef, i8* %205, 0, !dbg !107
  %208 = insertvalue { i8*, i32 } %207, i32 %206, 1, !dbg !107
  resume { i8*, i32 } %208, !dbg !107

209:                                              ; preds = %180
  %210 = landingpad { i8*, i32 }
          catch i8* null, !dbg !203
  %211 = extractvalue { i8*, i32 } %210, 0, !dbg !203
  call void @__clang_call_terminate(i8* %211) #15, !dbg !203
  unreachable, !dbg !203
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 !dbg !233 {
  %3 = alloca %struct.Fragile*, align 8
  %4 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Fragile** %3, metadata !234, metadata !DIExpression()), !dbg !235
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !236, metadata !DIExpression()), !dbg !237
  %5 = load %struct.Fragile*, %struct.Fragile** %3, align 8
  %6 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %5, i32 0, i32 0, !dbg !238
  %7 = load i32, i32* %4, align 4, !dbg !239
  store i32 %7, i32* %6, align 4, !dbg !238
  %8 = load i32, i32* %4, align 4, !dbg !240
  %9 = icmp eq i32 %8, 13, !dbg !243
  br i1 %9, label %10, label %13, !dbg !244

10:                                               ; preds = %2
  %11 = call i8* @__cxa_allocate_exception(i64 8) #14, !dbg !245
  %12 = bitcast i8* %11 to i8**, !dbg !245
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i8** %12, align 16, !dbg !245
  call void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #11, !dbg !245
  unreachable, !dbg !245

13:                                               ; preds = %2
  %14 = load i32, i32* @_ZL5ctors, align 4, !dbg !246
  %15 = add nsw i32 %14, 1, !dbg !246
  store i32 %15, i32* @_ZL5ctors, align 4, !dbg !246
  ret void, !dbg !247
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 !dbg !248 {
  %2 = alloca %struct.Fragile*, align 8
  store %struct.Fragile* %0, %struct.Fragile** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !249, metadata !DIExpression()), !dbg !250
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  %4 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %3, i32 0, i32 0, !dbg !251
  %5 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !252
  store i32 %5, i32* %4, align 4, !dbg !251
  %6 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !253
  %7 = add nsw i32 %6, -1, !dbg !253
  store i32 %7, i32* @_ZN7Fragile6budgetE, align 4, !dbg !253
  %8 = icmp slt i32 %7, 0, !dbg !256
  br i1 %8, label %9, label %13, !dbg !257

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !258
  %11 = bitcast i8* %10 to i32*, !dbg !258
  %12 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !259
  store i32 %12, i32* %11, align 16, !dbg !258
  call void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11, !dbg !258
  unreachable, !dbg !258

13:                                               ; preds = %1
  %14 = load i32, i32* @_ZL5ctors, align 4, !dbg !260
  %15 = add nsw i32 %14, 1, !dbg !260
  store i32 %15, i32* @_ZL5ctors, align 4, !dbg !260
  ret void, !dbg !261
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 !dbg !262 {
  %2 = alloca %struct.Fragile*, align 8
  store %struct.Fragile* %0, %struct.Fragile** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !263, metadata !DIExpression()), !dbg !264
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  %4 = load i32, i32* @_ZL5dtors, align 4, !dbg !265
  %5 = add nsw i32 %4, 1, !dbg !265
  store i32 %5, i32* @_ZL5dtors, align 4, !dbg !265
  ret void, !dbg !267
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !268 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !271, metadata !DIExpression()), !dbg !272
  %5 = load i32, i32* %2, align 4, !dbg !273
  %6 = icmp sgt i32 %5, 2, !dbg !275
  br i1 %6, label %7, label %21, !dbg !276

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !277
  %9 = bitcast i8* %8 to i32*, !dbg !277
  %10 = load i32, i32* %2, align 4, !dbg !278
  %11 = mul nsw i32 %10, 2, !dbg !279
  store i32 %11, i32* %9, align 16, !dbg !277
  invoke void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %28 unwind label %12, !dbg !277

12:                                               ; preds = %7
  %13 = landingpad { i8*, i32 }
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !280
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !280
  store i8* %14, i8** %3, align 8, !dbg !280
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !280
  store i32 %15, i32* %4, align 4, !dbg !280
  br label %16, !dbg !280

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4, !dbg !281
  %18 = icmp slt i32 %17, 0, !dbg !281
  br i1 %18, label %19, label %23, !dbg !281

19:                                               ; preds = %16
  %20 = load i8*, i8** %3, align 8, !dbg !281
  call void @__cxa_call_unexpected(i8* %20) #11, !dbg !281
  unreachable, !dbg !281

21:                                               ; preds = %1
  %22 = load i32, i32* %2, align 4, !dbg !282
  ret i32 %22, !dbg !281

23:                                               ; preds = %16
  %24 = load i8*, i8** %3, align 8, !dbg !281
  %25 = load i32, i32* %4, align 4, !dbg !281
  %26 = insertvalue { i8*, i32 } undef, i8* %24, 0, !dbg !281
  %27 = insertvalue { i8*, i32 } %26, i32 %25, 1, !dbg !281
  resume { i8*, i32 } %27, !dbg !281

28:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #9 !dbg !283 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !284, metadata !DIExpression()), !dbg !285
  %3 = load i32, i32* %2, align 4, !dbg !286
  %4 = add nsw i32 %3, 1, !dbg !287
  ret i32 %4, !dbg !288
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #9 !dbg !289 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !290, metadata !DIExpression()), !dbg !291
  %3 = load i32, i32* %2, align 4, !dbg !292
  %4 = sub nsw i32 %3, 1, !dbg !293
  ret i32 %4, !dbg !294
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !295 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store void (i32)* %0, void (i32)** %4, align 8
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !303, metadata !DIExpression()), !dbg !304
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !305, metadata !DIExpression()), !dbg !306
  %9 = load void (i32)*, void (i32)** %4, align 8, !dbg !307
  %10 = load i32, i32* %5, align 4, !dbg !309
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !307

11:                                               ; preds = %2
  br label %30, !dbg !310

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* null, !dbg !311
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !311
  store i8* %14, i8** %6, align 8, !dbg !311
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !311
  store i32 %15, i32* %7, align 4, !dbg !311
  br label %16, !dbg !311

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !310
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #14, !dbg !310
  %19 = icmp eq i32 %17, %18, !dbg !310
  br i1 %19, label %20, label %27, !dbg !310

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i16* %8, metadata !312, metadata !DIExpression()), !dbg !313
  %21 = load i8*, i8** %6, align 8, !dbg !314
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !314
  %23 = bitcast i8* %22 to i16*, !dbg !314
  %24 = load i16, i16* %23, align 2, !dbg !314
  store i16 %24, i16* %8, align 2, !dbg !314
  %25 = load i16, i16* %8, align 2, !dbg !316
  %26 = sext i16 %25 to i32, !dbg !316
  store i32 %26, i32* %3, align 4, !dbg !318
  call void @__cxa_end_catch() #14, !dbg !319
  br label %31

27:                                               ; preds = %16
  %28 = load i8*, i8** %6, align 8, !dbg !310
  %29 = call i8* @__cxa_begin_catch(i8* %28) #14, !dbg !310
  store i32 -1, i32* %3, align 4, !dbg !320
  call void @__cxa_end_catch(), !dbg !314
  br label %31

30:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !321
  br label %31, !dbg !321

31:                                               ; preds = %30, %20, %27
  %32 = load i32, i32* %3, align 4, !dbg !322
  ret i32 %32, !dbg !322
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11throw_shorti(i32 noundef %0) #8 !dbg !323 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !324, metadata !DIExpression()), !dbg !325
  %3 = call i8* @__cxa_allocate_exception(i64 2) #14, !dbg !326
  %4 = bitcast i8* %3 to i16*, !dbg !326
  %5 = load i32, i32* %2, align 4, !dbg !327
  %6 = trunc i32 %5 to i16, !dbg !327
  store i16 %6, i16* %4, align 16, !dbg !326
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #11, !dbg !326
  unreachable, !dbg !326
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !328 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store void (i32)* %0, void (i32)** %4, align 8
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !331, metadata !DIExpression()), !dbg !332
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !333, metadata !DIExpression()), !dbg !334
  %9 = load void (i32)*, void (i32)** %4, align 8, !dbg !335
  %10 = load i32, i32* %5, align 4, !dbg !337
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !335

11:                                               ; preds = %2
  br label %30, !dbg !338

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* null, !dbg !339
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !339
  store i8* %14, i8** %6, align 8, !dbg !339
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !339
  store i32 %15, i32* %7, align 4, !dbg !339
  br label %16, !dbg !339

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !338
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #14, !dbg !338
  %19 = icmp eq i32 %17, %18, !dbg !338
  br i1 %19, label %20, label %27, !dbg !338

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i64* %8, metadata !340, metadata !DIExpression()), !dbg !341
  %21 = load i8*, i8** %6, align 8, !dbg !342
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !342
  %23 = bitcast i8* %22 to i64*, !dbg !342
  %24 = load i64, i64* %23, align 8, !dbg !342
  store i64 %24, i64* %8, align 8, !dbg !342
  %25 = load i64, i64* %8, align 8, !dbg !344
  %26 = trunc i64 %25 to i32, !dbg !344
  store i32 %26, i32* %3, align 4, !dbg !346
  call void @__cxa_end_catch() #14, !dbg !347
  br label %31

27:                                               ; preds = %16
  %28 = load i8*, i8** %6, align 8, !dbg !338
  %29 = call i8* @__cxa_begin_catch(i8* %28) #14, !dbg !338
  store i32 -1, i32* %3, align 4, !dbg !348
  call void @__cxa_end_catch(), !dbg !342
  br label %31

30:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !349
  br label %31, !dbg !349

31:                                               ; preds = %30, %20, %27
  %32 = load i32, i32* %3, align 4, !dbg !350
  ret i32 %32, !dbg !350
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10throw_longi(i32 noundef %0) #8 !dbg !351 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !352, metadata !DIExpression()), !dbg !353
  %3 = call i8* @__cxa_allocate_exception(i64 8) #14, !dbg !354
  %4 = bitcast i8* %3 to i64*, !dbg !354
  %5 = load i32, i32* %2, align 4, !dbg !355
  %6 = sext i32 %5 to i64, !dbg !355
  %7 = mul nsw i64 %6, 1000, !dbg !356
  store i64 %7, i64* %4, align 16, !dbg !354
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #11, !dbg !354
  unreachable, !dbg !354
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !357 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store void (i32)* %0, void (i32)** %4, align 8
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !360, metadata !DIExpression()), !dbg !361
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !362, metadata !DIExpression()), !dbg !363
  %9 = load void (i32)*, void (i32)** %4, align 8, !dbg !364
  %10 = load i32, i32* %5, align 4, !dbg !366
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12, !dbg !364

11:                                               ; preds = %2
  br label %29, !dbg !367

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null, !dbg !368
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !368
  store i8* %14, i8** %6, align 8, !dbg !368
  %15 = extractvalue { i8*, i32 } %13, 1, !dbg !368
  store i32 %15, i32* %7, align 4, !dbg !368
  br label %16, !dbg !368

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4, !dbg !367
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !367
  %19 = icmp eq i32 %17, %18, !dbg !367
  br i1 %19, label %20, label %26, !dbg !367

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i32* %8, metadata !369, metadata !DIExpression()), !dbg !370
  %21 = load i8*, i8** %6, align 8, !dbg !371
  %22 = call i8* @__cxa_begin_catch(i8* %21) #14, !dbg !371
  %23 = bitcast i8* %22 to i32*, !dbg !371
  %24 = load i32, i32* %23, align 4, !dbg !371
  store i32 %24, i32* %8, align 4, !dbg !371
  %25 = load i32, i32* %8, align 4, !dbg !373
  store i32 %25, i32* %3, align 4, !dbg !375
  call void @__cxa_end_catch() #14, !dbg !376
  br label %30

26:                                               ; preds = %16
  %27 = load i8*, i8** %6, align 8, !dbg !367
  %28 = call i8* @__cxa_begin_catch(i8* %27) #14, !dbg !367
  store i32 -1, i32* %3, align 4, !dbg !377
  call void @__cxa_end_catch(), !dbg !371
  br label %30

29:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !dbg !378
  br label %30, !dbg !378

30:                                               ; preds = %29, %20, %26
  %31 = load i32, i32* %3, align 4, !dbg !379
  ret i32 %31, !dbg !379
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #8 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !380 {
  %3 = alloca %class.anon*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 8
  call void @llvm.dbg.declare(metadata %class.anon** %3, metadata !389, metadata !DIExpression()), !dbg !391
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !392, metadata !DIExpression()), !dbg !393
  %7 = load %class.anon*, %class.anon** %3, align 8
  %8 = load i32, i32* %4, align 4, !dbg !394
  %9 = and i32 %8, 1, !dbg !396
  %10 = icmp ne i32 %9, 0, !dbg !394
  br i1 %10, label %11, label %21, !dbg !397

11:                                               ; preds = %2
  %12 = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !398
  %13 = bitcast i8* %12 to %struct.Fragile*, !dbg !398
  %14 = load i32, i32* %4, align 4, !dbg !399
  %15 = mul nsw i32 %14, 3, !dbg !400
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %13, i32 noundef %15)
          to label %16 unwind label %17, !dbg !401

16:                                               ; preds = %11
  call void @__cxa_throw(i8* %12, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #11, !dbg !398
  unreachable, !dbg !398

17:                                               ; preds = %11
  %18 = landingpad { i8*, i32 }
          cleanup, !dbg !402
  %19 = extractvalue { i8*, i32 } %18, 0, !dbg !402
  store i8* %19, i8** %5, align 8, !dbg !402
  %20 = extractvalue { i8*, i32 } %18, 1, !dbg !402
  store i32 %20, i32* %6, align 4, !dbg !402
  call void @__cxa_free_exception(i8* %12) #14, !dbg !398
  br label %27, !dbg !398

21:                                               ; preds = %2
  %22 = load i32, i32* %4, align 4, !dbg !403
  %23 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0, !dbg !404
  %24 = load i32*, i32** %23, align 8, !dbg !404
  %25 = load i32, i32* %24, align 4, !dbg !405
  %26 = add nsw i32 %25, %22, !dbg !405
  store i32 %26, i32* %24, align 4, !dbg !405
  ret void, !dbg !406

27:                                               ; preds = %17
  %28 = load i8*, i8** %5, align 8, !dbg !398
  %29 = load i32, i32* %6, align 4, !dbg !398
  %30 = insertvalue { i8*, i32 } undef, i8* %28, 0, !dbg !398
  %31 = insertvalue { i8*, i32 } %30, i32 %29, 1, !dbg !398
  resume { i8*, i32 } %31, !dbg !398
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #10 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #14
  call void @_ZSt9terminatev() #15
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #8 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !407 {
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
  call void @llvm.dbg.declare(metadata i32* %3, metadata !408, metadata !DIExpression()), !dbg !409
  call void @llvm.dbg.declare(metadata %struct.Scope* %4, metadata !410, metadata !DIExpression()), !dbg !411
  call void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0)), !dbg !411
  call void @llvm.dbg.declare(metadata %struct.Scope* %5, metadata !412, metadata !DIExpression()), !dbg !414
  invoke void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0))
          to label %13 unwind label %21, !dbg !414

13:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata %struct.Scope* %8, metadata !415, metadata !DIExpression()), !dbg !417
  invoke void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0))
          to label %14 unwind label %25, !dbg !417

14:                                               ; preds = %13
  %15 = load i32, i32* %3, align 4, !dbg !418
  %16 = icmp sgt i32 %15, 0, !dbg !420
  br i1 %16, label %17, label %50, !dbg !421

17:                                               ; preds = %14
  %18 = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !422
  %19 = bitcast i8* %18 to i32*, !dbg !422
  %20 = load i32, i32* %3, align 4, !dbg !423
  store i32 %20, i32* %19, align 16, !dbg !422
  invoke void @__cxa_throw(i8* %18, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %87 unwind label %29, !dbg !422

21:                                               ; preds = %1
  %22 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !424
  %23 = extractvalue { i8*, i32 } %22, 0, !dbg !424
  store i8* %23, i8** %6, align 8, !dbg !424
  %24 = extractvalue { i8*, i32 } %22, 1, !dbg !424
  store i32 %24, i32* %7, align 4, !dbg !424
  br label %67, !dbg !424

25:                                               ; preds = %13
  %26 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !425
  %27 = extractvalue { i8*, i32 } %26, 0, !dbg !425
  store i8* %27, i8** %6, align 8, !dbg !425
  %28 = extractvalue { i8*, i32 } %26, 1, !dbg !425
  store i32 %28, i32* %7, align 4, !dbg !425
  br label %33, !dbg !425

29:                                               ; preds = %17
  %30 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !426
  %31 = extractvalue { i8*, i32 } %30, 0, !dbg !426
  store i8* %31, i8** %6, align 8, !dbg !426
  %32 = extractvalue { i8*, i32 } %30, 1, !dbg !426
  store i32 %32, i32* %7, align 4, !dbg !426
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !427
  br label %33, !dbg !427

33:                                               ; preds = %29, %25
  %34 = load i32, i32* %7, align 4, !dbg !428
  %35 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !428
  %36 = icmp eq i32 %34, %35, !dbg !428
  br i1 %36, label %37, label %66, !dbg !428

37:                                               ; preds = %33
  call void @llvm.dbg.declare(metadata i32* %9, metadata !429, metadata !DIExpression()), !dbg !430
  %38 = load i8*, i8** %6, align 8, !dbg !428
  %39 = call i8* @__cxa_begin_catch(i8* %38) #14, !dbg !428
  %40 = bitcast i8* %39 to i32*, !dbg !428
  %41 = load i32, i32* %40, align 4, !dbg !428
  store i32 %41, i32* %9, align 4, !dbg !428
  call void @llvm.dbg.declare(metadata %struct.Scope* %10, metadata !431, metadata !DIExpression()), !dbg !433
  invoke void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %10, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0))
          to label %42 unwind label %51, !dbg !433

42:                                               ; preds = %37
  %43 = load i32, i32* %9, align 4, !dbg !434
  %44 = icmp sgt i32 %43, 1, !dbg !436
  br i1 %44, label %45, label %59, !dbg !437

45:                                               ; preds = %42
  %46 = call i8* @__cxa_allocate_exception(i64 4) #14, !dbg !438
  %47 = bitcast i8* %46 to i32*, !dbg !438
  %48 = load i32, i32* %9, align 4, !dbg !439
  %49 = add nsw i32 %48, 10, !dbg !440
  store i32 %49, i32* %47, align 16, !dbg !438
  invoke void @__cxa_throw(i8* %46, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
          to label %87 unwind label %55, !dbg !438

50:                                               ; preds = %14
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %8) #14, !dbg !427
  br label %62, !dbg !428

51:                                               ; preds = %37
  %52 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !441
  %53 = extractvalue { i8*, i32 } %52, 0, !dbg !441
  store i8* %53, i8** %6, align 8, !dbg !441
  %54 = extractvalue { i8*, i32 } %52, 1, !dbg !441
  store i32 %54, i32* %7, align 4, !dbg !441
  br label %61, !dbg !441

55:                                               ; preds = %45
  %56 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*), !dbg !442
  %57 = extractvalue { i8*, i32 } %56, 0, !dbg !442
  store i8* %57, i8** %6, align 8, !dbg !442
  %58 = extractvalue { i8*, i32 } %56, 1, !dbg !442
  store i32 %58, i32* %7, align 4, !dbg !442
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %10) #14, !dbg !443
  br label %61, !dbg !443

59:                                               ; preds = %42
  %60 = load i32, i32* %9, align 4, !dbg !444
  store i32 %60, i32* %2, align 4, !dbg !445
  store i32 1, i32* %11, align 4
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %10) #14, !dbg !443
  call void @__cxa_end_catch() #14, !dbg !446
  br label %63

61:                                               ; preds = %55, %51
  call void @__cxa_end_catch() #14, !dbg !446
  br label %66, !dbg !446

62:                                               ; preds = %50
  store i32 0, i32* %11, align 4, !dbg !447
  br label %63, !dbg !447

63:                                               ; preds = %62, %59
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !447
  %64 = load i32, i32* %11, align 4
  switch i32 %64, label %79 [
    i32 0, label %65
  ]

65:                                               ; preds = %63
  br label %78, !dbg !448

66:                                               ; preds = %61, %33
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5) #14, !dbg !447
  br label %67, !dbg !447

67:                                               ; preds = %66, %21
  %68 = load i32, i32* %7, align 4, !dbg !448
  %69 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #14, !dbg !448
  %70 = icmp eq i32 %68, %69, !dbg !448
  br i1 %70, label %71, label %81, !dbg !448

71:                                               ; preds = %67
  call void @llvm.dbg.declare(metadata i32* %12, metadata !449, metadata !DIExpression()), !dbg !450
  %72 = load i8*, i8** %6, align 8, !dbg !448
  %73 = call i8* @__cxa_begin_catch(i8* %72) #14, !dbg !448
  %74 = bitcast i8* %73 to i32*, !dbg !448
  %75 = load i32, i32* %74, align 4, !dbg !448
  store i32 %75, i32* %12, align 4, !dbg !448
  %76 = load i32, i32* %12, align 4, !dbg !451
  %77 = mul nsw i32 %76, 100, !dbg !453
  store i32 %77, i32* %2, align 4, !dbg !454
  store i32 1, i32* %11, align 4
  call void @__cxa_end_catch() #14, !dbg !455
  br label %79

78:                                               ; preds = %65
  store i32 0, i32* %2, align 4, !dbg !456
  store i32 1, i32* %11, align 4
  br label %79, !dbg !456

79:                                               ; preds = %78, %71, %63
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4) #14, !dbg !457
  %80 = load i32, i32* %2, align 4, !dbg !457
  ret i32 %80, !dbg !457

81:                                               ; preds = %67
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4) #14, !dbg !457
  br label %82, !dbg !457

82:                                               ; preds = %81
  %83 = load i8*, i8** %6, align 8, !dbg !457
  %84 = load i32, i32* %7, align 4, !dbg !457
  %85 = insertvalue { i8*, i32 } undef, i8* %83, 0, !dbg !457
  %86 = insertvalue { i8*, i32 } %85, i32 %84, 1, !dbg !457
  resume { i8*, i32 } %86, !dbg !457

87:                                               ; preds = %45, %17
  unreachable
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #7 comdat align 2 !dbg !458 {
  %3 = alloca %struct.Scope*, align 8
  %4 = alloca i8*, align 8
  store %struct.Scope* %0, %struct.Scope** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.Scope** %3, metadata !459, metadata !DIExpression()), !dbg !461
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !462, metadata !DIExpression()), !dbg !463
  %5 = load %struct.Scope*, %struct.Scope** %3, align 8
  %6 = getelementptr inbounds %struct.Scope, %struct.Scope* %5, i32 0, i32 0, !dbg !464
  %7 = load i8*, i8** %4, align 8, !dbg !465
  store i8* %7, i8** %6, align 8, !dbg !464
  ret void, !dbg !466
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !467 {
  %2 = alloca %struct.Scope*, align 8
  store %struct.Scope* %0, %struct.Scope** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Scope** %2, metadata !468, metadata !DIExpression()), !dbg !469
  %3 = load %struct.Scope*, %struct.Scope** %2, align 8
  %4 = getelementptr inbounds %struct.Scope, %struct.Scope* %3, i32 0, i32 0, !dbg !470
  %5 = load i8*, i8** %4, align 8, !dbg !470
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef %5)
          to label %7 unwind label %8, !dbg !472

7:                                                ; preds = %1
  ret void, !dbg !473

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null, !dbg !472
  %10 = extractvalue { i8*, i32 } %9, 0, !dbg !472
  call void @__clang_call_terminate(i8* %10) #15, !dbg !472
  unreachable, !dbg !472
}

attributes #0 = { mustprogress nobuiltin noinline optnone uwtable allocsize(0) "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nounwind readnone }
attributes #7 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #10 = { noinline noreturn nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

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
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!45 = !{i32 1, !"branch-target-enforcement", i32 0}
!46 = !{i32 1, !"sign-return-address", i32 0}
!47 = !{i32 1, !"sign-return-address-all", i32 0}
!48 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!49 = !{i32 7, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 1}
!52 = !{i32 7, !"frame-pointer", i32 1}
!53 = !{!"Debian clang version 14.0.6"}
!54 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 15, type: !55, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!55 = !DISubroutineType(types: !56)
!56 = !{!57, !58}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!58 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!59 = !{}
!60 = !DILocalVariable(name: "n", arg: 1, scope: !54, file: !3, line: 15, type: !58)
!61 = !DILocation(line: 15, column: 34, scope: !54)
!62 = !DILocation(line: 15, column: 39, scope: !54)
!63 = !DILocation(line: 15, column: 63, scope: !54)
!64 = !DILocation(line: 15, column: 56, scope: !54)
!65 = !DILocation(line: 15, column: 49, scope: !54)
!66 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znam", scope: !3, file: !3, line: 16, type: !55, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!67 = !DILocalVariable(name: "n", arg: 1, scope: !66, file: !3, line: 16, type: !58)
!68 = !DILocation(line: 16, column: 36, scope: !66)
!69 = !DILocation(line: 16, column: 41, scope: !66)
!70 = !DILocation(line: 16, column: 65, scope: !66)
!71 = !DILocation(line: 16, column: 58, scope: !66)
!72 = !DILocation(line: 16, column: 51, scope: !66)
!73 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !74, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!74 = !DISubroutineType(types: !75)
!75 = !{null, !57}
!76 = !DILocalVariable(name: "p", arg: 1, scope: !73, file: !3, line: 17, type: !57)
!77 = !DILocation(line: 17, column: 28, scope: !73)
!78 = !DILocation(line: 17, column: 45, scope: !79)
!79 = distinct !DILexicalBlock(scope: !73, file: !3, line: 17, column: 45)
!80 = !DILocation(line: 17, column: 45, scope: !73)
!81 = !DILocation(line: 17, column: 48, scope: !79)
!82 = !DILocation(line: 17, column: 62, scope: !73)
!83 = !DILocation(line: 17, column: 57, scope: !73)
!84 = !DILocation(line: 17, column: 66, scope: !73)
!85 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !74, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!86 = !DILocalVariable(name: "p", arg: 1, scope: !85, file: !3, line: 18, type: !57)
!87 = !DILocation(line: 18, column: 30, scope: !85)
!88 = !DILocation(line: 18, column: 47, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !3, line: 18, column: 47)
!90 = !DILocation(line: 18, column: 47, scope: !85)
!91 = !DILocation(line: 18, column: 50, scope: !89)
!92 = !DILocation(line: 18, column: 64, scope: !85)
!93 = !DILocation(line: 18, column: 59, scope: !85)
!94 = !DILocation(line: 18, column: 68, scope: !85)
!95 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !96, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!96 = !DISubroutineType(types: !97)
!97 = !{!10}
!98 = !DILocalVariable(name: "f", scope: !99, file: !3, line: 84, type: !100)
!99 = distinct !DILexicalBlock(scope: !95, file: !3, line: 83, column: 7)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!101 = !DILocation(line: 84, column: 14, scope: !99)
!102 = !DILocation(line: 84, column: 18, scope: !99)
!103 = !DILocation(line: 84, column: 22, scope: !99)
!104 = !DILocation(line: 85, column: 31, scope: !99)
!105 = !DILocation(line: 85, column: 34, scope: !99)
!106 = !DILocation(line: 85, column: 5, scope: !99)
!107 = !DILocation(line: 86, column: 3, scope: !99)
!108 = !DILocation(line: 127, column: 1, scope: !99)
!109 = !DILocalVariable(name: "msg", scope: !95, file: !3, line: 86, type: !23)
!110 = !DILocation(line: 86, column: 24, scope: !95)
!111 = !DILocation(line: 87, column: 46, scope: !112)
!112 = distinct !DILexicalBlock(scope: !95, file: !3, line: 86, column: 29)
!113 = !DILocation(line: 87, column: 51, scope: !112)
!114 = !DILocation(line: 87, column: 59, scope: !112)
!115 = !DILocation(line: 87, column: 5, scope: !112)
!116 = !DILocation(line: 88, column: 3, scope: !112)
!117 = !DILocation(line: 91, column: 19, scope: !95)
!118 = !DILocalVariable(name: "arr", scope: !119, file: !3, line: 93, type: !100)
!119 = distinct !DILexicalBlock(scope: !95, file: !3, line: 92, column: 7)
!120 = !DILocation(line: 93, column: 14, scope: !119)
!121 = !DILocation(line: 93, column: 20, scope: !119)
!122 = !DILocation(line: 94, column: 14, scope: !119)
!123 = !DILocation(line: 94, column: 5, scope: !119)
!124 = !DILocation(line: 95, column: 3, scope: !119)
!125 = !DILocation(line: 127, column: 1, scope: !112)
!126 = !DILocation(line: 127, column: 1, scope: !119)
!127 = !DILocalVariable(name: "b", scope: !95, file: !3, line: 95, type: !10)
!128 = !DILocation(line: 95, column: 16, scope: !95)
!129 = !DILocation(line: 96, column: 70, scope: !130)
!130 = distinct !DILexicalBlock(scope: !95, file: !3, line: 95, column: 19)
!131 = !DILocation(line: 96, column: 73, scope: !130)
!132 = !DILocation(line: 96, column: 80, scope: !130)
!133 = !DILocation(line: 96, column: 87, scope: !130)
!134 = !DILocation(line: 96, column: 5, scope: !130)
!135 = !DILocation(line: 97, column: 3, scope: !130)
!136 = !DILocalVariable(name: "ok", scope: !95, file: !3, line: 99, type: !10)
!137 = !DILocation(line: 99, column: 7, scope: !95)
!138 = !DILocalVariable(name: "i", scope: !139, file: !3, line: 100, type: !10)
!139 = distinct !DILexicalBlock(scope: !95, file: !3, line: 100, column: 3)
!140 = !DILocation(line: 100, column: 12, scope: !139)
!141 = !DILocation(line: 100, column: 8, scope: !139)
!142 = !DILocation(line: 100, column: 19, scope: !143)
!143 = distinct !DILexicalBlock(scope: !139, file: !3, line: 100, column: 3)
!144 = !DILocation(line: 100, column: 21, scope: !143)
!145 = !DILocation(line: 100, column: 3, scope: !139)
!146 = !DILocation(line: 102, column: 23, scope: !147)
!147 = distinct !DILexicalBlock(scope: !148, file: !3, line: 101, column: 9)
!148 = distinct !DILexicalBlock(scope: !143, file: !3, line: 100, column: 31)
!149 = !DILocation(line: 102, column: 13, scope: !147)
!150 = !DILocation(line: 102, column: 10, scope: !147)
!151 = !DILocation(line: 103, column: 5, scope: !147)
!152 = !DILocation(line: 127, column: 1, scope: !130)
!153 = !DILocation(line: 127, column: 1, scope: !147)
!154 = !DILocalVariable(name: "e", scope: !148, file: !3, line: 103, type: !10)
!155 = !DILocation(line: 103, column: 18, scope: !148)
!156 = !DILocation(line: 104, column: 33, scope: !157)
!157 = distinct !DILexicalBlock(scope: !148, file: !3, line: 103, column: 21)
!158 = !DILocation(line: 104, column: 7, scope: !157)
!159 = !DILocation(line: 105, column: 5, scope: !157)
!160 = !DILocation(line: 106, column: 3, scope: !148)
!161 = !DILocation(line: 100, column: 26, scope: !143)
!162 = !DILocation(line: 100, column: 3, scope: !143)
!163 = distinct !{!163, !145, !164, !165}
!164 = !DILocation(line: 106, column: 3, scope: !139)
!165 = !{!"llvm.loop.mustprogress"}
!166 = !DILocation(line: 127, column: 1, scope: !157)
!167 = !DILocation(line: 107, column: 41, scope: !95)
!168 = !DILocation(line: 107, column: 45, scope: !95)
!169 = !DILocation(line: 107, column: 57, scope: !95)
!170 = !DILocation(line: 107, column: 3, scope: !95)
!171 = !DILocation(line: 109, column: 57, scope: !95)
!172 = !DILocation(line: 110, column: 10, scope: !95)
!173 = !DILocation(line: 110, column: 46, scope: !95)
!174 = !DILocation(line: 109, column: 3, scope: !95)
!175 = !DILocalVariable(name: "thrower", scope: !95, file: !3, line: 112, type: !176)
!176 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !95, file: !3, line: 112, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !177)
!177 = !{!178}
!178 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !176, file: !3, line: 112, baseType: !179, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 64)
!180 = !DILocation(line: 112, column: 8, scope: !95)
!181 = !DILocation(line: 112, column: 18, scope: !95)
!182 = !DILocalVariable(name: "k", scope: !183, file: !3, line: 116, type: !10)
!183 = distinct !DILexicalBlock(scope: !95, file: !3, line: 116, column: 3)
!184 = !DILocation(line: 116, column: 12, scope: !183)
!185 = !DILocation(line: 116, column: 8, scope: !183)
!186 = !DILocation(line: 116, column: 19, scope: !187)
!187 = distinct !DILexicalBlock(scope: !183, file: !3, line: 116, column: 3)
!188 = !DILocation(line: 116, column: 21, scope: !187)
!189 = !DILocation(line: 116, column: 3, scope: !183)
!190 = !DILocation(line: 118, column: 15, scope: !191)
!191 = distinct !DILexicalBlock(scope: !192, file: !3, line: 117, column: 9)
!192 = distinct !DILexicalBlock(scope: !187, file: !3, line: 116, column: 31)
!193 = !DILocation(line: 118, column: 7, scope: !191)
!194 = !DILocation(line: 119, column: 5, scope: !191)
!195 = !DILocation(line: 127, column: 1, scope: !191)
!196 = !DILocalVariable(name: "f", scope: !192, file: !3, line: 119, type: !197)
!197 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 64)
!198 = !DILocation(line: 119, column: 23, scope: !192)
!199 = !DILocation(line: 120, column: 44, scope: !200)
!200 = distinct !DILexicalBlock(scope: !192, file: !3, line: 119, column: 26)
!201 = !DILocation(line: 120, column: 46, scope: !200)
!202 = !DILocation(line: 120, column: 7, scope: !200)
!203 = !DILocation(line: 121, column: 5, scope: !200)
!204 = !DILocation(line: 122, column: 3, scope: !192)
!205 = !DILocation(line: 116, column: 26, scope: !187)
!206 = !DILocation(line: 116, column: 3, scope: !187)
!207 = distinct !{!207, !189, !208, !165}
!208 = !DILocation(line: 122, column: 3, scope: !183)
!209 = !DILocation(line: 127, column: 1, scope: !200)
!210 = !DILocalVariable(name: "d", scope: !211, file: !3, line: 124, type: !10)
!211 = distinct !DILexicalBlock(scope: !95, file: !3, line: 124, column: 3)
!212 = !DILocation(line: 124, column: 12, scope: !211)
!213 = !DILocation(line: 124, column: 8, scope: !211)
!214 = !DILocation(line: 124, column: 19, scope: !215)
!215 = distinct !DILexicalBlock(scope: !211, file: !3, line: 124, column: 3)
!216 = !DILocation(line: 124, column: 21, scope: !215)
!217 = !DILocation(line: 124, column: 3, scope: !211)
!218 = !DILocation(line: 124, column: 60, scope: !215)
!219 = !DILocation(line: 124, column: 71, scope: !215)
!220 = !DILocation(line: 124, column: 63, scope: !215)
!221 = !DILocation(line: 124, column: 31, scope: !215)
!222 = !DILocation(line: 124, column: 26, scope: !215)
!223 = !DILocation(line: 124, column: 3, scope: !215)
!224 = distinct !{!224, !217, !225, !165}
!225 = !DILocation(line: 124, column: 73, scope: !211)
!226 = !DILocation(line: 125, column: 64, scope: !95)
!227 = !DILocation(line: 125, column: 72, scope: !95)
!228 = !DILocation(line: 125, column: 79, scope: !95)
!229 = !DILocation(line: 125, column: 86, scope: !95)
!230 = !DILocation(line: 125, column: 93, scope: !95)
!231 = !DILocation(line: 125, column: 3, scope: !95)
!232 = !DILocation(line: 126, column: 3, scope: !95)
!233 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !59)
!234 = !DILocalVariable(name: "this", arg: 1, scope: !233, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!235 = !DILocation(line: 0, scope: !233)
!236 = !DILocalVariable(name: "x", arg: 2, scope: !233, file: !3, line: 27, type: !10)
!237 = !DILocation(line: 27, column: 24, scope: !233)
!238 = !DILocation(line: 27, column: 29, scope: !233)
!239 = !DILocation(line: 27, column: 31, scope: !233)
!240 = !DILocation(line: 28, column: 9, scope: !241)
!241 = distinct !DILexicalBlock(scope: !242, file: !3, line: 28, column: 9)
!242 = distinct !DILexicalBlock(scope: !233, file: !3, line: 27, column: 34)
!243 = !DILocation(line: 28, column: 11, scope: !241)
!244 = !DILocation(line: 28, column: 9, scope: !242)
!245 = !DILocation(line: 28, column: 18, scope: !241)
!246 = !DILocation(line: 29, column: 5, scope: !242)
!247 = !DILocation(line: 30, column: 3, scope: !233)
!248 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !59)
!249 = !DILocalVariable(name: "this", arg: 1, scope: !248, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!250 = !DILocation(line: 0, scope: !248)
!251 = !DILocation(line: 23, column: 15, scope: !248)
!252 = !DILocation(line: 23, column: 17, scope: !248)
!253 = !DILocation(line: 24, column: 9, scope: !254)
!254 = distinct !DILexicalBlock(scope: !255, file: !3, line: 24, column: 9)
!255 = distinct !DILexicalBlock(scope: !248, file: !3, line: 23, column: 25)
!256 = !DILocation(line: 24, column: 18, scope: !254)
!257 = !DILocation(line: 24, column: 9, scope: !255)
!258 = !DILocation(line: 24, column: 23, scope: !254)
!259 = !DILocation(line: 24, column: 29, scope: !254)
!260 = !DILocation(line: 25, column: 5, scope: !255)
!261 = !DILocation(line: 26, column: 3, scope: !248)
!262 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !59)
!263 = !DILocalVariable(name: "this", arg: 1, scope: !262, type: !100, flags: DIFlagArtificial | DIFlagObjectPointer)
!264 = !DILocation(line: 0, scope: !262)
!265 = !DILocation(line: 31, column: 16, scope: !266)
!266 = distinct !DILexicalBlock(scope: !262, file: !3, line: 31, column: 14)
!267 = !DILocation(line: 31, column: 25, scope: !262)
!268 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !269, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !59)
!269 = !DISubroutineType(types: !270)
!270 = !{!10, !10}
!271 = !DILocalVariable(name: "x", arg: 1, scope: !268, file: !3, line: 36, type: !10)
!272 = !DILocation(line: 36, column: 26, scope: !268)
!273 = !DILocation(line: 37, column: 7, scope: !274)
!274 = distinct !DILexicalBlock(scope: !268, file: !3, line: 37, column: 7)
!275 = !DILocation(line: 37, column: 9, scope: !274)
!276 = !DILocation(line: 37, column: 7, scope: !268)
!277 = !DILocation(line: 37, column: 14, scope: !274)
!278 = !DILocation(line: 37, column: 20, scope: !274)
!279 = !DILocation(line: 37, column: 22, scope: !274)
!280 = !DILocation(line: 39, column: 1, scope: !274)
!281 = !DILocation(line: 38, column: 3, scope: !268)
!282 = !DILocation(line: 38, column: 10, scope: !268)
!283 = distinct !DISubprogram(name: "nothing", linkageName: "_ZL7nothingi", scope: !3, file: !3, line: 40, type: !269, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !59)
!284 = !DILocalVariable(name: "x", arg: 1, scope: !283, file: !3, line: 40, type: !10)
!285 = !DILocation(line: 40, column: 24, scope: !283)
!286 = !DILocation(line: 40, column: 44, scope: !283)
!287 = !DILocation(line: 40, column: 46, scope: !283)
!288 = !DILocation(line: 40, column: 37, scope: !283)
!289 = distinct !DISubprogram(name: "never", linkageName: "_ZL5neveri", scope: !3, file: !3, line: 41, type: !269, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !59)
!290 = !DILocalVariable(name: "x", arg: 1, scope: !289, file: !3, line: 41, type: !10)
!291 = !DILocation(line: 41, column: 22, scope: !289)
!292 = !DILocation(line: 41, column: 49, scope: !289)
!293 = !DILocation(line: 41, column: 51, scope: !289)
!294 = !DILocation(line: 41, column: 42, scope: !289)
!295 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !296, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !301, retainedNodes: !59)
!296 = !DISubroutineType(types: !297)
!297 = !{!10, !298, !10}
!298 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !299, size: 64)
!299 = !DISubroutineType(types: !300)
!300 = !{null, !10}
!301 = !{!302}
!302 = !DITemplateTypeParameter(name: "T", type: !5)
!303 = !DILocalVariable(name: "f", arg: 1, scope: !295, file: !3, line: 43, type: !298)
!304 = !DILocation(line: 43, column: 50, scope: !295)
!305 = !DILocalVariable(name: "arg", arg: 2, scope: !295, file: !3, line: 43, type: !10)
!306 = !DILocation(line: 43, column: 63, scope: !295)
!307 = !DILocation(line: 45, column: 5, scope: !308)
!308 = distinct !DILexicalBlock(scope: !295, file: !3, line: 44, column: 7)
!309 = !DILocation(line: 45, column: 7, scope: !308)
!310 = !DILocation(line: 46, column: 3, scope: !308)
!311 = !DILocation(line: 52, column: 1, scope: !308)
!312 = !DILocalVariable(name: "v", scope: !295, file: !3, line: 46, type: !5)
!313 = !DILocation(line: 46, column: 14, scope: !295)
!314 = !DILocation(line: 50, column: 3, scope: !315)
!315 = distinct !DILexicalBlock(scope: !295, file: !3, line: 48, column: 17)
!316 = !DILocation(line: 47, column: 17, scope: !317)
!317 = distinct !DILexicalBlock(scope: !295, file: !3, line: 46, column: 17)
!318 = !DILocation(line: 47, column: 5, scope: !317)
!319 = !DILocation(line: 48, column: 3, scope: !317)
!320 = !DILocation(line: 49, column: 5, scope: !315)
!321 = !DILocation(line: 51, column: 3, scope: !295)
!322 = !DILocation(line: 52, column: 1, scope: !295)
!323 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !299, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !59)
!324 = !DILocalVariable(name: "x", arg: 1, scope: !323, file: !3, line: 54, type: !10)
!325 = !DILocation(line: 54, column: 29, scope: !323)
!326 = !DILocation(line: 54, column: 34, scope: !323)
!327 = !DILocation(line: 54, column: 47, scope: !323)
!328 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !296, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !329, retainedNodes: !59)
!329 = !{!330}
!330 = !DITemplateTypeParameter(name: "T", type: !6)
!331 = !DILocalVariable(name: "f", arg: 1, scope: !328, file: !3, line: 43, type: !298)
!332 = !DILocation(line: 43, column: 50, scope: !328)
!333 = !DILocalVariable(name: "arg", arg: 2, scope: !328, file: !3, line: 43, type: !10)
!334 = !DILocation(line: 43, column: 63, scope: !328)
!335 = !DILocation(line: 45, column: 5, scope: !336)
!336 = distinct !DILexicalBlock(scope: !328, file: !3, line: 44, column: 7)
!337 = !DILocation(line: 45, column: 7, scope: !336)
!338 = !DILocation(line: 46, column: 3, scope: !336)
!339 = !DILocation(line: 52, column: 1, scope: !336)
!340 = !DILocalVariable(name: "v", scope: !328, file: !3, line: 46, type: !6)
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
!351 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !299, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !59)
!352 = !DILocalVariable(name: "x", arg: 1, scope: !351, file: !3, line: 55, type: !10)
!353 = !DILocation(line: 55, column: 28, scope: !351)
!354 = !DILocation(line: 55, column: 33, scope: !351)
!355 = !DILocation(line: 55, column: 50, scope: !351)
!356 = !DILocation(line: 55, column: 52, scope: !351)
!357 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !296, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !358, retainedNodes: !59)
!358 = !{!359}
!359 = !DITemplateTypeParameter(name: "T", type: !10)
!360 = !DILocalVariable(name: "f", arg: 1, scope: !357, file: !3, line: 43, type: !298)
!361 = !DILocation(line: 43, column: 50, scope: !357)
!362 = !DILocalVariable(name: "arg", arg: 2, scope: !357, file: !3, line: 43, type: !10)
!363 = !DILocation(line: 43, column: 63, scope: !357)
!364 = !DILocation(line: 45, column: 5, scope: !365)
!365 = distinct !DILexicalBlock(scope: !357, file: !3, line: 44, column: 7)
!366 = !DILocation(line: 45, column: 7, scope: !365)
!367 = !DILocation(line: 46, column: 3, scope: !365)
!368 = !DILocation(line: 52, column: 1, scope: !365)
!369 = !DILocalVariable(name: "v", scope: !357, file: !3, line: 46, type: !10)
!370 = !DILocation(line: 46, column: 14, scope: !357)
!371 = !DILocation(line: 50, column: 3, scope: !372)
!372 = distinct !DILexicalBlock(scope: !357, file: !3, line: 48, column: 17)
!373 = !DILocation(line: 47, column: 17, scope: !374)
!374 = distinct !DILexicalBlock(scope: !357, file: !3, line: 46, column: 17)
!375 = !DILocation(line: 47, column: 5, scope: !374)
!376 = !DILocation(line: 48, column: 3, scope: !374)
!377 = !DILocation(line: 49, column: 5, scope: !372)
!378 = !DILocation(line: 51, column: 3, scope: !357)
!379 = !DILocation(line: 52, column: 1, scope: !357)
!380 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !176, file: !3, line: 112, type: !381, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !385, retainedNodes: !59)
!381 = !DISubroutineType(types: !382)
!382 = !{null, !383, !10}
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!384 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !176)
!385 = !DISubprogram(name: "operator()", scope: !176, file: !3, line: 112, type: !386, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!386 = !DISubroutineType(types: !387)
!387 = !{!388, !383, !10}
!388 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!389 = !DILocalVariable(name: "this", arg: 1, scope: !380, type: !390, flags: DIFlagArtificial | DIFlagObjectPointer)
!390 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 64)
!391 = !DILocation(line: 0, scope: !380)
!392 = !DILocalVariable(name: "k", arg: 2, scope: !380, file: !3, line: 112, type: !10)
!393 = !DILocation(line: 112, column: 28, scope: !380)
!394 = !DILocation(line: 113, column: 9, scope: !395)
!395 = distinct !DILexicalBlock(scope: !380, file: !3, line: 113, column: 9)
!396 = !DILocation(line: 113, column: 11, scope: !395)
!397 = !DILocation(line: 113, column: 9, scope: !380)
!398 = !DILocation(line: 113, column: 16, scope: !395)
!399 = !DILocation(line: 113, column: 30, scope: !395)
!400 = !DILocation(line: 113, column: 32, scope: !395)
!401 = !DILocation(line: 113, column: 22, scope: !395)
!402 = !DILocation(line: 115, column: 3, scope: !395)
!403 = !DILocation(line: 114, column: 11, scope: !380)
!404 = !DILocation(line: 114, column: 5, scope: !380)
!405 = !DILocation(line: 114, column: 8, scope: !380)
!406 = !DILocation(line: 115, column: 3, scope: !380)
!407 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !269, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !59)
!408 = !DILocalVariable(name: "depth", arg: 1, scope: !407, file: !3, line: 63, type: !10)
!409 = !DILocation(line: 63, column: 24, scope: !407)
!410 = !DILocalVariable(name: "s1", scope: !407, file: !3, line: 64, type: !20)
!411 = !DILocation(line: 64, column: 9, scope: !407)
!412 = !DILocalVariable(name: "s2", scope: !413, file: !3, line: 66, type: !20)
!413 = distinct !DILexicalBlock(scope: !407, file: !3, line: 65, column: 7)
!414 = !DILocation(line: 66, column: 11, scope: !413)
!415 = !DILocalVariable(name: "s3", scope: !416, file: !3, line: 68, type: !20)
!416 = distinct !DILexicalBlock(scope: !413, file: !3, line: 67, column: 9)
!417 = !DILocation(line: 68, column: 13, scope: !416)
!418 = !DILocation(line: 69, column: 11, scope: !419)
!419 = distinct !DILexicalBlock(scope: !416, file: !3, line: 69, column: 11)
!420 = !DILocation(line: 69, column: 17, scope: !419)
!421 = !DILocation(line: 69, column: 11, scope: !416)
!422 = !DILocation(line: 69, column: 22, scope: !419)
!423 = !DILocation(line: 69, column: 28, scope: !419)
!424 = !DILocation(line: 79, column: 1, scope: !413)
!425 = !DILocation(line: 79, column: 1, scope: !416)
!426 = !DILocation(line: 79, column: 1, scope: !419)
!427 = !DILocation(line: 70, column: 5, scope: !413)
!428 = !DILocation(line: 70, column: 5, scope: !416)
!429 = !DILocalVariable(name: "d", scope: !413, file: !3, line: 70, type: !10)
!430 = !DILocation(line: 70, column: 18, scope: !413)
!431 = !DILocalVariable(name: "s4", scope: !432, file: !3, line: 71, type: !20)
!432 = distinct !DILexicalBlock(scope: !413, file: !3, line: 70, column: 21)
!433 = !DILocation(line: 71, column: 13, scope: !432)
!434 = !DILocation(line: 72, column: 11, scope: !435)
!435 = distinct !DILexicalBlock(scope: !432, file: !3, line: 72, column: 11)
!436 = !DILocation(line: 72, column: 13, scope: !435)
!437 = !DILocation(line: 72, column: 11, scope: !432)
!438 = !DILocation(line: 72, column: 18, scope: !435)
!439 = !DILocation(line: 72, column: 24, scope: !435)
!440 = !DILocation(line: 72, column: 26, scope: !435)
!441 = !DILocation(line: 79, column: 1, scope: !432)
!442 = !DILocation(line: 79, column: 1, scope: !435)
!443 = !DILocation(line: 74, column: 5, scope: !413)
!444 = !DILocation(line: 73, column: 14, scope: !432)
!445 = !DILocation(line: 73, column: 7, scope: !432)
!446 = !DILocation(line: 74, column: 5, scope: !432)
!447 = !DILocation(line: 75, column: 3, scope: !407)
!448 = !DILocation(line: 75, column: 3, scope: !413)
!449 = !DILocalVariable(name: "d", scope: !407, file: !3, line: 75, type: !10)
!450 = !DILocation(line: 75, column: 16, scope: !407)
!451 = !DILocation(line: 76, column: 12, scope: !452)
!452 = distinct !DILexicalBlock(scope: !407, file: !3, line: 75, column: 19)
!453 = !DILocation(line: 76, column: 14, scope: !452)
!454 = !DILocation(line: 76, column: 5, scope: !452)
!455 = !DILocation(line: 77, column: 3, scope: !452)
!456 = !DILocation(line: 78, column: 3, scope: !407)
!457 = !DILocation(line: 79, column: 1, scope: !407)
!458 = distinct !DISubprogram(name: "Scope", linkageName: "_ZN5ScopeC2EPKc", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !59)
!459 = !DILocalVariable(name: "this", arg: 1, scope: !458, type: !460, flags: DIFlagArtificial | DIFlagObjectPointer)
!460 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!461 = !DILocation(line: 0, scope: !458)
!462 = !DILocalVariable(name: "n", arg: 2, scope: !458, file: !3, line: 59, type: !23)
!463 = !DILocation(line: 59, column: 21, scope: !458)
!464 = !DILocation(line: 59, column: 26, scope: !458)
!465 = !DILocation(line: 59, column: 31, scope: !458)
!466 = !DILocation(line: 59, column: 35, scope: !458)
!467 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !30, retainedNodes: !59)
!468 = !DILocalVariable(name: "this", arg: 1, scope: !467, type: !460, flags: DIFlagArtificial | DIFlagObjectPointer)
!469 = !DILocation(line: 0, scope: !467)
!470 = !DILocation(line: 60, column: 37, scope: !471)
!471 = distinct !DILexicalBlock(scope: !467, file: !3, line: 60, column: 12)
!472 = !DILocation(line: 60, column: 14, scope: !471)
!473 = !DILocation(line: 60, column: 44, scope: !467)
